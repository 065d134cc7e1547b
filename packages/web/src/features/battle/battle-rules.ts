/** Small pure rules of the battle pages, kept apart from the components so they are unit-tested. */
import { BATTLE_LEVEL_SPAN, MAX_LEVEL, MIN_LEVEL } from '@qfl/core';
import type { BattlePhase, MyAnswer } from './state/battle-state';

/** The level range a quick match accepts around one level. */
export function levelSpan(level: number): { from: number; to: number } {
  return { from: Math.max(MIN_LEVEL, level - BATTLE_LEVEL_SPAN), to: Math.min(MAX_LEVEL, level + BATTLE_LEVEL_SPAN) };
}

/** A code as typed: spaces dropped; valid with 4 to 16 letters, digits, `-` or `_` (the contract's bounds). */
export function normalizeCode(raw: string): string | null {
  const code = raw.trim().replace(/\s+/g, '');
  return /^[A-Za-z0-9_-]{4,16}$/.test(code) ? code : null;
}

/** The invite link to open on this app's origin (the server answers a hash path or a full URL). */
export function absoluteLink(link: string, origin: string): string {
  try {
    return new URL(link, origin).toString();
  } catch {
    return link;
  }
}

export type ChoiceState = 'idle' | 'chosen' | 'right' | 'wrong' | 'missed';

/** How a choice looks: chosen while the server grades, then right, wrong, or the right one I missed. */
export function choiceState(id: string, mine: MyAnswer | null): ChoiceState {
  if (!mine) return 'idle';
  if (mine.expected === undefined) return mine.choiceId === id ? 'chosen' : 'idle';
  if (id === mine.expected) return mine.choiceId === id ? 'right' : 'missed';
  return mine.choiceId === id ? 'wrong' : 'idle';
}

export type BattlePage = 'index' | 'room' | 'battle' | 'result';

/** The page each phase is shown on. */
export function pageOfPhase(phase: BattlePhase): BattlePage {
  if (phase === 'room') return 'room';
  if (phase === 'playing') return 'battle';
  if (phase === 'finished') return 'result';
  return 'index';
}
