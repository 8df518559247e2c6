import { SHELL_PROVIDES } from './shellProvides';
import { sharedSingletons } from './sharedSingletons';

describe('what a remote takes from the shell', () => {
  it('names only modules every package shares, each whole (a deep-path prefix keeps its fallbacks)', () => {
    const shared = sharedSingletons();
    for (const name of SHELL_PROVIDES) {
      expect(shared).toHaveProperty([name]);
      expect(name.endsWith('/')).toBe(false);
    }
  });

  it("leaves them out of a remote's production build and nothing else", () => {
    const taken = Object.entries(sharedSingletons({ takenFromShell: true }))
      .filter(([, entry]) => entry.import === false)
      .map(([name]) => name);
    expect(taken.sort()).toEqual([...SHELL_PROVIDES].sort());
    expect(Object.values(sharedSingletons()).some((entry) => 'import' in entry)).toBe(false);
  });
});
