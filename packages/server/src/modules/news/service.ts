/** System news in the reader's UI language (zh when an item lacks it); opening one marks it read. */
import type { NewsItem, UiLang } from '@qfl/core';
import type { Executor } from '../../db/executor.js';
import { AppError } from '../../http/errors.js';
import { newsRepo } from './repo.js';

function pick(json: string, lang: UiLang): string {
  const texts = JSON.parse(json) as Partial<Record<UiLang, string>>;
  return texts[lang] ?? texts.zh ?? Object.values(texts)[0] ?? '';
}

export async function listNews(db: Executor, userId: number, lang: UiLang, now = Date.now()): Promise<NewsItem[]> {
  const rows = await newsRepo.list(db, userId, now);
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    title: pick(r.titles, lang),
    body: pick(r.bodies, lang),
    publishedAt: r.published_at,
    read: r.read_at != null,
  }));
}

export async function openNews(db: Executor, userId: number, id: number, lang: UiLang, now = Date.now()): Promise<NewsItem> {
  const row = await newsRepo.one(db, id, now);
  if (!row) throw new AppError('news.notFound', 404);
  await newsRepo.markRead(db, userId, id, now);
  return {
    id: row.id,
    kind: row.kind,
    title: pick(row.titles, lang),
    body: pick(row.bodies, lang),
    publishedAt: row.published_at,
    read: true,
  };
}
