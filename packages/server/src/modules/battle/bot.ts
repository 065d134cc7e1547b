/**
 * The practice bot that joins a quick match when nobody is found in time. Its accuracy and speed
 * follow the learner's level — a level-1 bot is right about 60% of the time and slow, a level-20
 * bot about 90% and quick — with some randomness so it is not predictable. Its name says it is a
 * bot, in the viewer's language; its rating is fixed by level (core `botRating`).
 */
import type { UiLang } from '@qfl/core';

const NAMES: Record<UiLang, string> = {
  zh: '练习机器人',
  en: 'Practice bot',
  ja: '練習ボット',
  ko: '연습 봇',
  es: 'Bot de práctica',
};

export function botNickname(lang: UiLang, level: number): string {
  return `${NAMES[lang] ?? NAMES.en} · Lv${level}`;
}

export interface BotMove {
  correct: boolean;
  /** When it answers, in ms after the question opened. */
  afterMs: number;
}

/** The bot's answer to one question, drawn with `random` (0-1). */
export function botMove(level: number, questionMs: number, speedPercent: number, random: () => number): BotMove {
  const l = Math.min(Math.max(level, 1), 20);
  const accuracy = 0.58 + (l - 1) * 0.017;
  // Share of the question time it takes: about 0.6 at level 1 down to 0.25 at level 20, ±0.15.
  const share = 0.6 - (l - 1) * 0.018 + (random() - 0.5) * 0.3;
  const afterMs = Math.round(Math.max(300, questionMs * Math.min(0.95, Math.max(0.1, share))) * (speedPercent / 100));
  return { correct: random() < accuracy, afterMs: Math.min(afterMs, Math.max(1, questionMs - 1)) };
}
