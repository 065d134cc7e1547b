/**
 * Battle ratings: Elo per learning language. Elo fits a two-player win/lose/draw game, needs no
 * rating periods (Glicko-2 assumes batches of games per period, which live one-off matches do
 * not have) and is a few lines, so no library. The K factor starts high and settles: 40 for the
 * first 10 games, then 24. Bots have a fixed rating by level (they never change) and a game
 * against a bot moves the human's rating by half the K factor, so practising against bots can
 * neither farm nor sink a rating quickly.
 */

export const BATTLE_START_RATING = 1200;
export const BATTLE_RATING_FLOOR = 100;

/** The fixed rating of a bot at a level (1-20): 900 at level 1 to 1660 at level 20. */
export function botRating(level: number): number {
  return 860 + Math.min(Math.max(Math.round(level), 1), 20) * 40;
}

export function expectedScore(rating: number, opponent: number): number {
  return 1 / (1 + 10 ** ((opponent - rating) / 400));
}

export function kFactor(games: number, vsBot: boolean): number {
  const k = games < 10 ? 40 : 24;
  return vsBot ? k / 2 : k;
}

/**
 * The new rating after one game. `outcome` 1 win, 0.5 draw, 0 loss; `games` played before this one.
 */
export function nextRating(rating: number, opponent: number, outcome: 0 | 0.5 | 1, games: number, vsBot = false): number {
  const change = kFactor(games, vsBot) * (outcome - expectedScore(rating, opponent));
  return Math.max(BATTLE_RATING_FLOOR, Math.round(rating + change));
}
