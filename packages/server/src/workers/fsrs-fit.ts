/**
 * The FSRS optimizer worker (piscina task module, see modules/memory/optimizer.ts): fits a
 * learner's 21 FSRS weights to their review history with the FSRS optimizer (fsrs-rs compiled to
 * WebAssembly, `@open-spaced-repetition/binding`). Seconds of CPU per fit: never on the event loop.
 */
import { computeParameters, FSRSBindingItem, FSRSBindingReview } from '@open-spaced-repetition/binding';

/** Per card, its reviews in time order: [rating 1-4, learner days since the previous review (0 for the first)]. */
export interface FitTask {
  cards: [number, number][][];
}

export default async function fit(task: FitTask): Promise<number[]> {
  const items: FSRSBindingItem[] = [];
  for (const reviews of task.cards) {
    const clean = reviews.filter(
      ([rating, days]) => Number.isInteger(rating) && rating >= 1 && rating <= 4 && Number.isInteger(days) && days >= 0,
    );
    // One training item per review after the first: the history up to and including it. fsrs-rs
    // aborts the whole process (a panic it cannot unwind) on an item without any day gap, so
    // only histories that span at least one day are given to it.
    for (let i = 2; i <= clean.length; i++) {
      const history = clean.slice(0, i);
      if (!history.some(([, days], j) => j > 0 && days > 0)) continue;
      items.push(new FSRSBindingItem(history.map(([rating, days], j) => new FSRSBindingReview(rating, j === 0 ? 0 : days))));
    }
  }
  if (items.length === 0) throw new Error('no review history spanning a day');
  return computeParameters(items, { enableShortTerm: true, timeout: 500 });
}
