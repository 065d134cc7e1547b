/**
 * The turbo player's ten modes as pure functions from playlist items to a sequence of audio steps.
 * The web player plays these steps on the Web Audio clock (see `scheduleTimeline`); the server never
 * needs them, but they live in core so the rule is written and tested once.
 *
 * Usage:
 *   const steps = playSequence(settings.mode, playlist.items);          // whole playlist
 *   const next = stepsForItem(settings.mode, playlist.items, index);    // lazily, one item's turn
 *   // each step: { itemIndex, side: 'word' | 'translation', gapAfter: 'in-word' | 'between', anchor }
 *
 * Modes (W = the word / sentence in the learning language, T = its translation):
 *   word_translation      W T
 *   translation_word      T W
 *   word_only             W
 *   translation_only      T
 *   word_x3_translation   W W W T
 *   word_x5_translation   W W W W W T
 *   alternating_x3        W T W T W T
 *   translation_word_x3   T W T W T W
 *   extreme_word_x10      W ×10
 *   progressive           item k's turn replays the window of the last N items ending at k, each as W T:
 *                         turns are 1; 1 2; 1 2 3; … 1…N; then a sliding window 2…N+1; 3…N+2; …
 *                         (N = `progressiveWindow`, default PLAYER_PROGRESSIVE_WINDOW = 5).
 * An item whose translation is empty (after trimming) has its T steps dropped; in `translation_only`
 * such an item therefore has no steps and is passed over.
 * Gaps: the steps of one item are separated by the in-word gap; the last step of an item (and, in
 * `progressive`, of each item inside a window) is followed by the between-items gap.
 */
import type { TURBO_MODES } from '../../constants.js';

export type TurboMode = (typeof TURBO_MODES)[number];
export type PlayerSide = 'word' | 'translation';
export type PlayerGapKind = 'in-word' | 'between';

export interface PlayStep {
  /** Index into the items of the playlist of the clip to play. */
  itemIndex: number;
  side: PlayerSide;
  /** Which gap follows this step. */
  gapAfter: PlayerGapKind;
  /** The item whose turn this step belongs to (progress and resume); equals itemIndex except in progressive. */
  anchor: number;
}

/** The least a sequence needs of an item: whether it has a translation to speak. */
export interface SequenceItem {
  translation: string;
}

export interface PlaySequenceOptions {
  /** Window of the progressive mode (items replayed per turn), at least 1. */
  progressiveWindow?: number;
  /** First turn to produce (resume): steps of earlier anchors are left out. */
  from?: number;
}

export const PLAYER_PROGRESSIVE_WINDOW = 5;

const W: PlayerSide = 'word';
const T: PlayerSide = 'translation';

/** The sides played for one item in every mode but progressive. */
const PATTERNS: Record<Exclude<TurboMode, 'progressive'>, readonly PlayerSide[]> = {
  word_translation: [W, T],
  translation_word: [T, W],
  word_only: [W],
  translation_only: [T],
  word_x3_translation: [W, W, W, T],
  word_x5_translation: [W, W, W, W, W, T],
  alternating_x3: [W, T, W, T, W, T],
  translation_word_x3: [T, W, T, W, T, W],
  extreme_word_x10: [W, W, W, W, W, W, W, W, W, W],
};

const hasTranslation = (item: SequenceItem | undefined): boolean => (item?.translation ?? '').trim() !== '';

/** The steps of one item played with `sides`, with T dropped when the item has no translation. */
function itemSteps(items: readonly SequenceItem[], itemIndex: number, anchor: number, sides: readonly PlayerSide[]): PlayStep[] {
  const keep = hasTranslation(items[itemIndex]) ? sides : sides.filter((s) => s === W);
  return keep.map((side, i) => ({ itemIndex, side, anchor, gapAfter: i === keep.length - 1 ? 'between' : 'in-word' }));
}

/** The steps of item `index`'s turn in `mode` (lazy form of `playSequence`). */
export function stepsForItem(mode: TurboMode, items: readonly SequenceItem[], index: number, opts: PlaySequenceOptions = {}): PlayStep[] {
  if (index < 0 || index >= items.length) return [];
  if (mode !== 'progressive') return itemSteps(items, index, index, PATTERNS[mode]);
  const window = Math.max(1, Math.floor(opts.progressiveWindow ?? PLAYER_PROGRESSIVE_WINDOW));
  const steps: PlayStep[] = [];
  for (let i = Math.max(0, index - window + 1); i <= index; i++) steps.push(...itemSteps(items, i, index, [W, T]));
  return steps;
}

/** The whole sequence of audio steps of `items` in `mode` (from turn `opts.from`, default 0). */
export function playSequence(mode: TurboMode, items: readonly SequenceItem[], opts: PlaySequenceOptions = {}): PlayStep[] {
  const steps: PlayStep[] = [];
  for (let k = Math.max(0, opts.from ?? 0); k < items.length; k++) steps.push(...stepsForItem(mode, items, k, opts));
  return steps;
}
