/** Leading-edge throttle (spec default 1500 ms): calls within the window after a run are dropped. */
import { THROTTLE_DEFAULT_MS } from '../constants.js';

export function throttle<A extends unknown[]>(
  fn: (...args: A) => void,
  wait = THROTTLE_DEFAULT_MS,
  now: () => number = Date.now,
): (...args: A) => void {
  let last = Number.NEGATIVE_INFINITY;
  return (...args: A) => {
    const t = now();
    if (t - last < wait) return;
    last = t;
    fn(...args);
  };
}
