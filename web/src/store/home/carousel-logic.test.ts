import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTOPLAY_MS, Autoplay, swipeStep, wrapIndex } from './carousel-logic';

describe('carousel autoplay', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('moves on every 5 s while nothing holds it', () => {
    const tick = vi.fn();
    const autoplay = new Autoplay(tick);
    autoplay.restart();
    vi.advanceTimersByTime(AUTOPLAY_MS - 1);
    expect(tick).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(tick).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(AUTOPLAY_MS * 2);
    expect(tick).toHaveBeenCalledTimes(3);
    autoplay.dispose();
  });

  it('stays still while hovered or focused, and waits a whole delay after the last hold is lifted', () => {
    const tick = vi.fn();
    const autoplay = new Autoplay(tick);
    autoplay.restart();
    vi.advanceTimersByTime(4000);
    autoplay.hold('hover');
    autoplay.hold('focus');
    vi.advanceTimersByTime(AUTOPLAY_MS * 3);
    expect(tick).not.toHaveBeenCalled();
    autoplay.release('hover');
    vi.advanceTimersByTime(AUTOPLAY_MS * 2);
    expect(tick).not.toHaveBeenCalled();
    autoplay.release('focus');
    vi.advanceTimersByTime(AUTOPLAY_MS - 1);
    expect(tick).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(tick).toHaveBeenCalledTimes(1);
    autoplay.dispose();
  });

  it('never starts for reduced motion, and a change by hand restarts the wait', () => {
    const tick = vi.fn();
    const still = new Autoplay(tick);
    still.set('reduced-motion', true);
    vi.advanceTimersByTime(AUTOPLAY_MS * 5);
    expect(tick).not.toHaveBeenCalled();
    still.dispose();

    const autoplay = new Autoplay(tick);
    autoplay.restart();
    vi.advanceTimersByTime(4000);
    autoplay.restart();
    vi.advanceTimersByTime(4000);
    expect(tick).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(tick).toHaveBeenCalledTimes(1);
    autoplay.dispose();
    vi.advanceTimersByTime(AUTOPLAY_MS * 2);
    expect(tick).toHaveBeenCalledTimes(1);
  });
});

describe('carousel moves', () => {
  it('wraps round both ends', () => {
    expect(wrapIndex(2, 1, 3)).toBe(0);
    expect(wrapIndex(0, -1, 3)).toBe(2);
    expect(wrapIndex(1, 1, 3)).toBe(2);
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });

  it('reads a swipe: left is next, right is previous; taps and vertical scrolls are neither', () => {
    expect(swipeStep({ x: 300, y: 100 }, { x: 200, y: 110 })).toBe(1);
    expect(swipeStep({ x: 100, y: 100 }, { x: 220, y: 90 })).toBe(-1);
    expect(swipeStep({ x: 100, y: 100 }, { x: 120, y: 100 })).toBe(0);
    expect(swipeStep({ x: 100, y: 100 }, { x: 50, y: 300 })).toBe(0);
  });
});
