/*
 * When the visitor last tapped, clicked or pressed a key, watched from the entry's start for the page's
 * life (a passive listener that writes one number). Code that appears of its own accord (the scam notice)
 * waits until the visitor's hand has rested, so it never opens under a tap meant for the page.
 */

let last = Number.NEGATIVE_INFINITY;
let watching = false;

/** Starts watching (once; again is nothing). A tap before this ran is known from the first-input entry. */
export function watchInput(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  const seen = () => {
    last = performance.now();
  };
  window.addEventListener('pointerdown', seen, { capture: true, passive: true });
  window.addEventListener('keydown', seen, { capture: true, passive: true });
  if (typeof PerformanceObserver !== 'function') return;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) last = Math.max(last, entry.startTime);
    }).observe({ type: 'first-input', buffered: true });
  } catch {
    // A browser without the entry type: the listeners alone.
  }
}

/** The time (`performance.now()`) of the last tap, click or key press seen; -Infinity for none. */
export const lastInputAt = (): number => last;
