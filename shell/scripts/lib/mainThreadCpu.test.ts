import { mainThreadCpu } from '../benchModules';

const main = { name: 'thread_name', ph: 'M', pid: 7, tid: 1, ts: 0, args: { name: 'CrRendererMain' } };
const task = (ts: number, tdur: number, tid = 1) => ({ name: 'ThreadControllerImpl::RunTask', ph: 'X', pid: 7, tid, ts, tdur });

describe('mainThreadCpu', () => {
  it("sums the thread time of the page's main-thread tasks from the press on, in milliseconds", () => {
    const events = [main, task(100, 4_000), task(5_000, 250_400), task(9_000, 120_000), task(9_500, 70_000, 2)];
    expect(mainThreadCpu(events)).toBe(374);
    // Tasks before the press are not the screen's; another thread's are not the main thread's.
    expect(mainThreadCpu(events, 5_000)).toBe(370);
  });

  it('is 0 when the trace holds no main thread', () => {
    expect(mainThreadCpu([task(0, 10_000)])).toBe(0);
  });
});
