/** Spec section 9: a slider moves on by itself every 5 s. */
export const AUTOPLAY_MS = 5000;

/** A horizontal swipe shorter than this (px) is a tap, not a change of slide. */
export const SWIPE_MIN_PX = 40;

/** The slide `step` places away from `index`, wrapping round both ends. */
export function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/**
 * Which way a touch moved: `1` (next: the finger went left), `-1` (previous) or `0` (a tap, or a
 * mostly vertical move: the page is being scrolled).
 */
export function swipeStep(start: { x: number; y: number }, end: { x: number; y: number }, min = SWIPE_MIN_PX): -1 | 0 | 1 {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  if (Math.abs(dx) < min || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}

/** Why a carousel is not moving on by itself: each holds it still until it is lifted. */
export type HoldReason = 'hover' | 'focus' | 'hidden' | 'reduced-motion' | 'stopped' | 'single';

/**
 * The autoplay timer: `tick` every `delay` ms while nothing holds it. Every hold and release starts
 * the wait afresh, so a shopper who moves the pointer off the slider gets a whole 5 s of the slide.
 */
export class Autoplay {
  private readonly holds = new Set<HoldReason>();
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly tick: () => void,
    private readonly delay = AUTOPLAY_MS,
  ) {}

  get running(): boolean {
    return this.holds.size === 0;
  }

  hold(reason: HoldReason): void {
    this.holds.add(reason);
    this.schedule();
  }

  release(reason: HoldReason): void {
    this.holds.delete(reason);
    this.schedule();
  }

  set(reason: HoldReason, held: boolean): void {
    if (held) this.hold(reason);
    else this.release(reason);
  }

  /** The slide changed by hand: wait a whole delay again before the next. */
  restart(): void {
    this.schedule();
  }

  dispose(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private schedule(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (!this.running) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.tick();
      this.schedule();
    }, this.delay);
  }
}
