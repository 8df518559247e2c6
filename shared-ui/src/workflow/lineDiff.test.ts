import fc from 'fast-check';
import { jsonLines, lineDiff } from './lineDiff';

const side = (lines: ReturnType<typeof lineDiff>, keep: 'removed' | 'added') => lines.filter((l) => l.kind === 'same' || l.kind === keep).map((l) => l.text);

describe('lineDiff', () => {
  it('marks what a changed JSON value removes and adds, keys sorted', () => {
    const lines = lineDiff(jsonLines('{"us":5000,"hk":3000}'), jsonLines('{"hk":3000,"us":3000}'));
    expect(lines).toEqual([
      { kind: 'same', text: '{' },
      { kind: 'same', text: '  "hk": 3000,' },
      { kind: 'removed', text: '  "us": 5000' },
      { kind: 'added', text: '  "us": 3000' },
      { kind: 'same', text: '}' },
    ]);
  });

  it('keeps text that is not JSON as its lines', () => {
    expect(jsonLines('a\nb')).toEqual(['a', 'b']);
  });

  it('always rebuilds both sides, and keeps every common line when one side contains the other', () => {
    const lineList = fc.array(fc.constantFrom('a', 'b', 'c', 'd'), { maxLength: 12 });
    fc.assert(
      fc.property(lineList, lineList, (before, after) => {
        const lines = lineDiff(before, after);
        expect(side(lines, 'removed')).toEqual(before);
        expect(side(lines, 'added')).toEqual(after);
      }),
    );
    fc.assert(
      fc.property(lineList, lineList, (head, tail) => {
        const lines = lineDiff(head, [...head, ...tail]);
        expect(lines.filter((l) => l.kind === 'removed')).toEqual([]);
        expect(lines.filter((l) => l.kind === 'added').length).toBe(tail.length);
      }),
    );
  });
});
