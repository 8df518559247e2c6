/**
 * The server's one clock: a base clock (the real one, or a test's) plus an offset that `POST /__test/clock` moves.
 * Moving it moves every rule that involves time at once: schedules, expiries, captcha age and session expiry alike.
 */
export class ShiftableClock {
  private offsetMs = 0;

  constructor(private readonly base: () => number) {}

  readonly now = (): number => this.base() + this.offsetMs;

  advance(ms: number): void {
    this.offsetMs += ms;
  }

  set(epochMs: number): void {
    this.offsetMs = epochMs - this.base();
  }
}
