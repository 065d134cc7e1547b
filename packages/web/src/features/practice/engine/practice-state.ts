/**
 * The state of a session in play, as a reducer: the queue, the item on screen, the feedback of the
 * last answer (graded on the client at once, then confirmed or overruled by the server), points.
 */
import type { AnswerResult } from '@qfl/core';
import { answerCurrent, applyVerdict, currentItem, type PracticeQueue } from './queue';

export interface Feedback {
  itemId: number;
  requestId: string;
  given: string;
  correct: boolean;
  /** The expected answer; null while a typed answer waits for the server to say it. */
  expected: string | null;
  /** The server has graded this answer. */
  confirmed: boolean;
  /** The server could not grade it (the expected answer of a typed item stays unknown). */
  refused: boolean;
  /** The server graded it differently from the client (its grade is the one shown). */
  overruled: boolean;
}

export interface PracticeState {
  queue: PracticeQueue;
  /** The item shown: the current one, or the one whose feedback is showing. */
  onScreen: number | null;
  feedback: Feedback | null;
  /** Displays so far: each new display of an item (even the same one again) mounts a fresh view. */
  shown: number;
  points: number;
  serverCompleted: boolean;
}

export type PracticeAction =
  | { type: 'answer'; given: string; correct: boolean; expected: string | null; requestId: string }
  | { type: 'next' }
  | {
      type: 'graded';
      itemId: number;
      requestId: string;
      clientCorrect: boolean;
      result: Pick<AnswerResult, 'correct' | 'expected' | 'points' | 'completed'>;
    }
  /** The server no longer takes answers to the item (already right) or the session (finished): it counts as right. */
  | { type: 'closed'; itemId: number; requestId: string; clientCorrect: boolean; sessionFinished: boolean }
  /** The server refused the answer for another reason: the client's grade stands, unconfirmed. */
  | { type: 'refused'; requestId: string };

export function initialState(queue: PracticeQueue): PracticeState {
  return { queue, onScreen: currentItem(queue), feedback: null, shown: 0, points: 0, serverCompleted: false };
}

function verdict(
  state: PracticeState,
  itemId: number,
  requestId: string,
  clientCorrect: boolean,
  serverCorrect: boolean,
  expected: string | null,
) {
  const queue = applyVerdict(state.queue, itemId, clientCorrect, serverCorrect);
  let { feedback, onScreen, shown } = state;
  if (feedback?.requestId === requestId) {
    feedback = {
      ...feedback,
      correct: serverCorrect,
      expected: expected ?? feedback.expected,
      confirmed: true,
      overruled: clientCorrect !== serverCorrect,
    };
  }
  // The item came back on screen for another try, but the server says it was right already.
  if (feedback === null && onScreen === itemId && !queue.order.includes(itemId)) {
    onScreen = currentItem(queue);
    shown += 1;
  }
  return { ...state, queue, feedback, onScreen, shown };
}

export function practiceReducer(state: PracticeState, action: PracticeAction): PracticeState {
  switch (action.type) {
    case 'answer': {
      if (state.onScreen === null || state.feedback !== null) return state;
      return {
        ...state,
        queue: answerCurrent(state.queue, action.correct),
        feedback: {
          itemId: state.onScreen,
          requestId: action.requestId,
          given: action.given,
          correct: action.correct,
          expected: action.expected,
          confirmed: false,
          overruled: false,
          refused: false,
        },
      };
    }
    case 'next':
      return { ...state, feedback: null, onScreen: currentItem(state.queue), shown: state.shown + 1 };
    case 'graded': {
      const { result } = action;
      const next = verdict(state, action.itemId, action.requestId, action.clientCorrect, result.correct, result.expected);
      return { ...next, points: next.points + result.points, serverCompleted: next.serverCompleted || result.completed };
    }
    case 'refused':
      return state.feedback?.requestId === action.requestId ? { ...state, feedback: { ...state.feedback, refused: true } } : state;
    case 'closed': {
      const next = verdict(state, action.itemId, action.requestId, action.clientCorrect, true, null);
      return { ...next, serverCompleted: next.serverCompleted || action.sessionFinished };
    }
  }
}
