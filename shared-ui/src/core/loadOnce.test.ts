import { loadOnce } from './loadOnce';

it('loads once for every ask, and again after a failure', async () => {
  let calls = 0;
  let fail = true;
  const load = loadOnce(() => {
    calls += 1;
    return fail ? Promise.reject(new Error('offline')) : Promise.resolve(calls);
  });
  await expect(Promise.all([load(), load()])).rejects.toThrow('offline');
  expect(calls).toBe(1);
  fail = false;
  await expect(load()).resolves.toBe(2);
  await expect(load()).resolves.toBe(2);
  expect(calls).toBe(2);
});
