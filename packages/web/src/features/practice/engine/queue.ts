/**
 * The order items are played in, as an immutable value. A wrong item comes back a few items later
 * (or at once when nothing else is left) until it is answered right; in sessions that allow one try
 * per item (quizzes) a wrong answer ends it. The server grades for real: `applyVerdict` corrects the
 * queue when it disagrees with the client's grading.
 */

/** How many other items come between a wrong answer and its next try. */
export const RETRY_GAP = 3;

export interface PracticeQueue {
  /** Item ids still to show, the current one first. */
  order: number[];
  /** Items answered right (or ended, in one-try sessions). */
  done: number[];
  /** Items whose first answer was right. */
  firstTry: number[];
  /** Items answered at least once. */
  tried: number[];
  total: number;
  retryWrong: boolean;
}

export function startQueue(itemIds: readonly number[], retryWrong: boolean, alreadyDone: readonly number[] = []): PracticeQueue {
  const done = itemIds.filter((id) => alreadyDone.includes(id));
  return { order: itemIds.filter((id) => !done.includes(id)), done, firstTry: [], tried: [...done], total: itemIds.length, retryWrong };
}

export const currentItem = (q: PracticeQueue): number | null => q.order[0] ?? null;
export const isFinished = (q: PracticeQueue): boolean => q.order.length === 0;

const withItem = (list: readonly number[], id: number) => (list.includes(id) ? [...list] : [...list, id]);
const withoutItem = (list: readonly number[], id: number) => list.filter((x) => x !== id);

function insertLater(order: number[], id: number): number[] {
  const at = Math.min(RETRY_GAP, order.length);
  return [...order.slice(0, at), id, ...order.slice(at)];
}

/** The current item was answered (graded on the client); it leaves the head of the queue. */
export function answerCurrent(q: PracticeQueue, correct: boolean): PracticeQueue {
  const [id, ...rest] = q.order;
  if (id === undefined) return q;
  const firstTry = !q.tried.includes(id) && correct ? withItem(q.firstTry, id) : q.firstTry;
  const tried = withItem(q.tried, id);
  if (correct || !q.retryWrong) return { ...q, order: rest, done: withItem(q.done, id), firstTry, tried };
  return { ...q, order: insertLater(rest, id), firstTry, tried };
}

/**
 * The server's grade of an answer the client graded `clientCorrect`. When they agree nothing
 * changes. Server says right: the item is done, its pending retries go. Server says wrong: the item
 * is not done and comes back (unless the session allows one try), never queued twice.
 */
export function applyVerdict(q: PracticeQueue, id: number, clientCorrect: boolean, serverCorrect: boolean): PracticeQueue {
  if (clientCorrect === serverCorrect) return q;
  const firstTry = serverCorrect ? q.firstTry : withoutItem(q.firstTry, id);
  if (serverCorrect) return { ...q, order: withoutItem(q.order, id), done: withItem(q.done, id), firstTry };
  if (!q.retryWrong) return { ...q, firstTry };
  const order = q.order.includes(id) ? q.order : insertLater(q.order, id);
  return { ...q, order, done: withoutItem(q.done, id), firstTry };
}

/** Share of the session behind the learner, 0-1. */
export function progressOf(q: PracticeQueue): number {
  return q.total === 0 ? 1 : q.done.length / q.total;
}
