/**
 * The player's playlists: built from a source (sources.ts) into one row per (learner, source) with
 * its items in order; read back with each item's reading and short translation in the language
 * asked (switching the native language on the fly), falling back as the study pages do when the
 * content has no meaning in it; the resume position per playlist; the learner's settings.
 */
import {
  type CreatePlaylistBody,
  DEFAULT_PLAYER_SETTINGS,
  type Lang,
  LANGS,
  type PlayerPosition,
  type PlayerSettings,
  type PlayerSettingsBody,
  type Playlist,
  type PlaylistItem,
  type PlaylistKind,
  type PlaylistSummary,
  playerSettingsSchema,
  spokenMeaning,
  type UiLang,
} from '@qfl/core';
import { type Executor, inTransaction } from '../../db/executor.js';
import type { Actor } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { PLAYLIST_TITLES } from '../../i18n/playlist-titles.js';
import { type StudyContext, studyContext } from '../study/context.js';
import { presentWords, shortMeaning, type WordSource } from '../study/words.js';
import { playlistPolicy } from './policy.js';
import { type PlayerItemRow, type PlaylistRow, playerRepo } from './repo.js';
import { playlistSource } from './sources.js';
import { guessLang } from './translation-lang.js';

/** The resume list shows this many playlists. */
const LIST_LIMIT = 100;

export async function playerSettings(db: Executor, userId: number): Promise<PlayerSettings> {
  const raw = await playerRepo.settings(db, userId);
  if (!raw) return DEFAULT_PLAYER_SETTINGS;
  // Each stored field is kept only if still valid (a constant list may have changed since).
  const stored = JSON.parse(raw) as Record<string, unknown>;
  const out: Record<string, unknown> = { ...DEFAULT_PLAYER_SETTINGS };
  for (const [key, value] of Object.entries(stored)) {
    const field = playerSettingsSchema.shape[key as keyof PlayerSettings];
    if (field?.safeParse(value).success) out[key] = value;
  }
  return out as PlayerSettings;
}

export async function savePlayerSettings(
  db: Executor,
  userId: number,
  body: PlayerSettingsBody,
  now = Date.now(),
): Promise<PlayerSettings> {
  return inTransaction(db, async (trx) => {
    const next = playerSettingsSchema.parse({ ...(await playerSettings(trx, userId)), ...body });
    await playerRepo.saveSettings(trx, userId, JSON.stringify(next), now);
    return next;
  });
}

/** The learner's own playlist, or `player.notFound` (another learner's alike). */
export async function ownPlaylist(db: Executor, actor: Pick<Actor, 'id'>, id: number): Promise<PlaylistRow> {
  const row = await playerRepo.playlist(db, id);
  if (!row) throw new AppError('player.notFound', 404);
  playlistPolicy.authorize(actor, 'use', row);
  return row;
}

/** `e<entryId>` for a word (its entry's card), `i<itemId>` for a sentence or a word the dictionary lacks. */
export function itemKey(r: Pick<PlayerItemRow, 'sentence' | 'entry_id' | 'item_id'>): string {
  return r.sentence === 1 || r.entry_id === null ? `i${r.item_id}` : `e${r.entry_id}`;
}

const iso = (ms: number) => new Date(ms).toISOString();
const asLang = (l: string | null | undefined): Lang | null => ((LANGS as readonly string[]).includes(l ?? '') ? (l as Lang) : null);

function positionOf(p: PlaylistRow): PlayerPosition | null {
  if (p.position_index === null || p.position_at === null) return null;
  return { index: Math.min(p.position_index, Math.max(0, p.total - 1)), loop: p.position_loop, updatedAt: iso(p.position_at) };
}

async function titleOf(db: Executor, p: Pick<PlaylistRow, 'kind' | 'book_id'>, uiLang: UiLang): Promise<string> {
  if (p.kind !== 'book' || p.book_id === null) return PLAYLIST_TITLES[uiLang][p.kind as Exclude<PlaylistKind, 'book'>] ?? '';
  const stored = await playerRepo.bookTitles(db, p.book_id);
  let titles: Record<string, string> = {};
  try {
    titles = JSON.parse(stored ?? '{}') as Record<string, string>;
  } catch {
    // A malformed column reads as no title.
  }
  return titles[uiLang] || titles.en || Object.values(titles).find((t) => t) || '';
}

async function summaryOf(db: Executor, p: PlaylistRow, uiLang: UiLang): Promise<PlaylistSummary> {
  return {
    id: p.id,
    kind: p.kind as PlaylistKind,
    bookId: p.book_id,
    groups: p.groups === null ? null : (JSON.parse(p.groups) as number[]),
    title: await titleOf(db, p, uiLang),
    lang: asLang(p.lang) ?? 'en',
    total: p.total,
    position: positionOf(p),
    updatedAt: iso(p.updated_at),
  };
}

/** The translation language: asked, else the settings', else the learner's native language (else the UI's). */
async function translationLangFor(db: Executor, ctx: StudyContext, asked: Lang | undefined): Promise<Lang> {
  if (asked) return asked;
  const settings = await playerSettings(db, ctx.userId);
  return settings.translationLang ?? asLang(ctx.order[0]) ?? 'en';
}

/** Items with readings and short translations in `lang` (or what the content has instead). */
async function presentItems(db: Executor, ctx: StudyContext, rows: PlayerItemRow[], lang: Lang): Promise<PlaylistItem[]> {
  // Book items are read again: an edited translation of the learner's own book shows at once.
  const itemIds = rows.map((r) => r.item_id).filter((x): x is number => x !== null);
  const bookItems = new Map<number, { text: string; translation: string | null }>();
  for (let i = 0; i < itemIds.length; i += 500) {
    const found = await playerRepo.itemTexts(db, itemIds.slice(i, i + 500));
    for (const r of found) bookItems.set(r.id, { text: r.text, translation: r.translation });
  }
  const sources: WordSource[] = rows.map((r) => {
    const item = r.item_id === null ? undefined : bookItems.get(r.item_id);
    return {
      entryId: r.entry_id,
      itemId: r.item_id,
      sentence: r.sentence === 1,
      text: item?.text ?? r.text,
      translation: item?.translation ?? null,
      lang: r.lang,
    };
  });
  const words = await presentWords(db, { ...ctx, order: [lang, ...ctx.order.filter((l) => l !== lang)] }, sources);
  return rows.map((r, i) => {
    const w = words[i];
    const s = sources[i] as WordSource;
    const sentence = r.sentence === 1;
    // A word's meaning is spoken: without the dictionary's part-of-speech tags ("pron. 你" → "你").
    const translation = sentence ? (s.translation ?? '').trim() : spokenMeaning(shortMeaning(w?.meanings ?? [], s.translation));
    const key = itemKey(r);
    return {
      key,
      entryId: key.startsWith('e') ? r.entry_id : null,
      itemId: key.startsWith('i') ? r.item_id : null,
      text: sentence ? s.text : (w?.text ?? s.text),
      reading: sentence ? null : (w?.reading ?? w?.pron ?? null),
      lang: asLang(w?.lang ?? r.lang) ?? 'en',
      translation,
      translationLang: (!sentence && asLang(w?.meaningsLang)) || (translation ? guessLang(translation, lang) : lang),
    };
  });
}

export async function playlistView(
  db: Executor,
  actor: Actor,
  uiLang: UiLang,
  id: number,
  asked?: Lang,
  now = Date.now(),
): Promise<Playlist> {
  const p = await ownPlaylist(db, actor, id);
  const ctx = await studyContext(db, actor, uiLang, now);
  const lang = await translationLangFor(db, ctx, asked);
  const rows = await playerRepo.items(db, id);
  return { ...(await summaryOf(db, p, uiLang)), translationLang: lang, items: await presentItems(db, ctx, rows, lang) };
}

export async function createPlaylist(
  db: Executor,
  actor: Actor,
  uiLang: UiLang,
  body: CreatePlaylistBody,
  now = Date.now(),
): Promise<Playlist> {
  const ctx = await studyContext(db, actor, uiLang, now);
  const source = await playlistSource(db, ctx, body);
  if (source.items.length === 0) throw new AppError('player.empty', 422);
  const rows = source.items.map((s) => ({
    entry_id: s.entryId,
    item_id: s.itemId,
    sentence: s.sentence ? 1 : 0,
    text: s.text,
    lang: s.lang,
  }));
  const id = await inTransaction(db, async (trx) => {
    const playlistId = await playerRepo.upsert(
      trx,
      {
        user_id: actor.id,
        kind: source.kind,
        book_id: source.book?.id ?? null,
        groups: source.groups ? JSON.stringify(source.groups) : null,
        source_key: source.sourceKey,
        lang: source.book?.lang ?? ctx.learningLang ?? rows[0]?.lang ?? 'en',
        total: rows.length,
      },
      now,
    );
    const before = await playerRepo.playlist(trx, playlistId);
    await playerRepo.replaceItems(trx, playlistId, rows);
    // The resume position follows its item when the source changed (today's words, an edited book).
    if (before && before.position_index !== null) {
      const keys = rows.map((r) => itemKey({ ...r }));
      const found = before.position_key === null ? -1 : keys.indexOf(before.position_key);
      const index = found >= 0 ? found : Math.min(before.position_index, rows.length - 1);
      await playerRepo.savePosition(trx, playlistId, { index, loop: before.position_loop, key: keys[index] ?? null }, now);
    }
    return playlistId;
  });
  return playlistView(db, actor, uiLang, id, body.translationLang, now);
}

export async function playlistList(db: Executor, actor: Actor, uiLang: UiLang): Promise<{ items: PlaylistSummary[] }> {
  const rows = await playerRepo.list(db, actor.id, LIST_LIMIT);
  const items: PlaylistSummary[] = [];
  for (const p of rows) items.push(await summaryOf(db, p, uiLang));
  return { items };
}

export async function savePosition(
  db: Executor,
  actor: Actor,
  id: number,
  body: { index: number; loop: number },
  now = Date.now(),
): Promise<PlayerPosition> {
  return inTransaction(db, async (trx) => {
    const p = await ownPlaylist(trx, actor, id);
    if (body.index >= p.total) throw new AppError('player.positionOutOfRange', 422, { total: p.total });
    const rows = await playerRepo.itemAt(trx, id, body.index);
    const key = rows
      ? itemKey({
          entry_id: rows.entry_id,
          item_id: rows.item_id,
          sentence: rows.sentence,
        })
      : null;
    await playerRepo.savePosition(trx, id, { index: body.index, loop: body.loop, key }, now);
    return { index: body.index, loop: body.loop, updatedAt: iso(now) };
  });
}

export async function deletePlaylist(db: Executor, actor: Actor, id: number): Promise<void> {
  await inTransaction(db, async (trx) => {
    await ownPlaylist(trx, actor, id);
    await playerRepo.remove(trx, id);
  });
}
