import { startInactivityWatch } from './inactivityWatch';

describe('startInactivityWatch', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('fires after the time-out without activity, and again after each further time-out', () => {
    const onIdle = jest.fn();
    const stop = startInactivityWatch({ target: new EventTarget(), timeoutMs: 1_000, debounceMs: 60, onIdle });
    jest.advanceTimersByTime(999);
    expect(onIdle).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1_000);
    expect(onIdle).toHaveBeenCalledTimes(2);
    stop();
  });

  it.each(['mousemove', 'keydown', 'click'])('restarts the count on %s (debounced)', (type) => {
    const target = new EventTarget();
    const onIdle = jest.fn();
    const stop = startInactivityWatch({ target, timeoutMs: 1_000, debounceMs: 60, onIdle });
    jest.advanceTimersByTime(900);
    target.dispatchEvent(new Event(type));
    jest.advanceTimersByTime(100); // 1000 ms since start: the activity re-armed the timer 60 ms after it happened
    expect(onIdle).not.toHaveBeenCalled();
    jest.advanceTimersByTime(959);
    expect(onIdle).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
    stop();
  });

  it('re-arms once per burst of activity, not per event', () => {
    const target = new EventTarget();
    const onIdle = jest.fn();
    const stop = startInactivityWatch({ target, timeoutMs: 1_000, debounceMs: 60, onIdle });
    for (let i = 0; i < 10; i += 1) {
      target.dispatchEvent(new Event('mousemove'));
      jest.advanceTimersByTime(10);
    }
    // The last move was at 90 ms (now is 100 ms); the timer re-armed at 150 ms and fires at 1150 ms.
    jest.advanceTimersByTime(1_049);
    expect(onIdle).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
    stop();
  });

  it('stops listening and timing when stopped', () => {
    const target = new EventTarget();
    const onIdle = jest.fn();
    startInactivityWatch({ target, timeoutMs: 1_000, debounceMs: 60, onIdle })();
    target.dispatchEvent(new Event('click'));
    jest.advanceTimersByTime(5_000);
    expect(onIdle).not.toHaveBeenCalled();
  });
});
