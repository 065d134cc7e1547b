/**
 * What a new room starts from: both players' profiles (or the bot's, named in its opponent's
 * language), the band of levels, the questions, and the room's timings from configuration.
 */
import { type BattleErrorCode, botRating, type Lang, type QueueEntry } from '@qfl/core';
import type { Config } from '../../config.js';
import type { Executor } from '../../db/executor.js';
import { botNickname } from './bot.js';
import { type BattleQuestion, type Band, buildQuestions, type SeatLanguage } from './questions.js';
import type { RoomTiming } from './room-types.js';
import { loadProfile, type PlayerProfile } from './service.js';
import type { FreshWords } from './word-pool.js';

/** Fewest questions a battle is played with. */
const MIN_QUESTIONS = 3;

export type RoomSetup =
  | { ok: true; lang: Lang; level: number; profiles: [PlayerProfile, PlayerProfile]; questions: BattleQuestion[] }
  | { ok: false; code: BattleErrorCode };

export async function setUpRoom(
  db: Executor,
  freshWords: FreshWords,
  config: Config,
  a: QueueEntry,
  b: QueueEntry | null,
): Promise<RoomSetup> {
  const lang = a.lang as Lang;
  const low = Math.min(a.level, b?.level ?? a.level);
  const high = Math.max(a.level, b?.level ?? a.level);
  // Both players' levels, widened by one so a single level has enough words.
  const band: Band = { lang, levelFrom: Math.max(1, low - 1), levelTo: Math.min(20, high + (high === low ? 1 : 0)) };
  const pa = await loadProfile(db, a.userId, lang, a.level);
  const pb: PlayerProfile | null = b
    ? await loadProfile(db, b.userId, lang, b.level)
    : {
        userId: null,
        nickname: botNickname(pa?.uiLang ?? 'zh', a.level),
        bot: true,
        level: a.level,
        nativeLang: pa?.nativeLang ?? null,
        uiLang: pa?.uiLang ?? 'zh',
        rating: botRating(a.level),
        games: 0,
        timeZone: 'UTC',
      };
  if (!pa || !pb) return { ok: false, code: 'room-ended' };
  const seats = [pa, pb].map((p): SeatLanguage => ({ userId: p.userId, nativeLang: p.nativeLang, uiLang: p.uiLang })) as [
    SeatLanguage,
    SeatLanguage,
  ];
  const questions = await buildQuestions(db, freshWords, band, seats, config.BATTLE_QUESTIONS, Math.random);
  if (questions.length < Math.min(MIN_QUESTIONS, config.BATTLE_QUESTIONS)) return { ok: false, code: 'bad-level' };
  return { ok: true, lang, level: low, profiles: [pa, pb], questions };
}

export function roomTiming(config: Config): RoomTiming {
  return {
    questionMs: config.BATTLE_QUESTION_MS,
    countdownMs: config.BATTLE_COUNTDOWN_MS,
    revealMs: config.BATTLE_REVEAL_MS,
    rejoinMs: config.BATTLE_REJOIN_MS,
    botSpeedPercent: config.BATTLE_BOT_SPEED_PERCENT,
  };
}
