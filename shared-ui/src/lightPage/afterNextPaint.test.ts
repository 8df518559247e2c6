/** @jest-environment jsdom */
import { afterNextPaint } from './afterNextPaint';

describe('afterNextPaint', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs the task once, in a task after the next frame', () => {
    const task = jest.fn();
    afterNextPaint(task);
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersToNextFrame();
    // The frame's callback only queues the task: the browser paints before it runs.
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(500);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs the task after the fallback when no frame comes (a hidden tab)', () => {
    const frames = jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    const task = jest.fn();
    afterNextPaint(task, 100);
    jest.advanceTimersByTime(99);
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
    frames.mockRestore();
  });
});
