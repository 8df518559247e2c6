import { canonicalJson, sameValues } from './sameValues';

describe('sameValues: what counts as unchanged (1017, autosave)', () => {
  it('ignores the order of keys at every depth', () => {
    expect(sameValues({ b: 1, a: { d: [1, { y: 2, x: 1 }], c: '' } }, { a: { c: '', d: [1, { x: 1, y: 2 }] }, b: 1 })).toBe(true);
    expect(canonicalJson({ b: 1, a: 2 })).toBe('{"a":2,"b":1}');
  });

  it.each([
    [{ a: [1, 2] }, { a: [2, 1] }],
    [{ a: '1' }, { a: 1 }],
    [{ a: null }, {}],
    [{ name: { 'zh-hans': '理财' } }, { name: { 'zh-hans': '理财 ' } }],
  ])('tells %j from %j', (a, b) => {
    expect(sameValues(a, b)).toBe(false);
  });
});
