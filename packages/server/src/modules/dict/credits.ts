/**
 * Credits of the built-in content (the about / data-sources page): the sources list of the
 * content manifest. A missing or unreadable manifest gives an empty list, never an error.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Credits, SourceCredit } from '@qfl/core';

const EMPTY: Credits = { available: false, builtAt: null, sources: [] };
const str = (v: unknown): string => (typeof v === 'string' ? v : '');

function toCredit(v: unknown): SourceCredit[] {
  if (!v || typeof v !== 'object') return [];
  const o = v as Record<string, unknown>;
  const credit: SourceCredit = {
    name: str(o.name),
    title: str(o.title),
    license: str(o.license),
    attribution: str(o.attribution),
    url: str(o.url),
    used: str(o.used),
  };
  if (typeof o.thin === 'string') credit.thin = o.thin;
  if (o.status === 'used' || o.status === 'missing' || o.status === 'skipped') credit.status = o.status;
  return credit.name || credit.title ? [credit] : [];
}

/** Reads the manifest once it exists; later calls are answered from memory. */
export function creditsReader(contentDir: string): () => Promise<Credits> {
  let cached: Credits | null = null;
  return async () => {
    if (cached) return cached;
    let text: string;
    try {
      text = await readFile(join(contentDir, 'manifest.json'), 'utf8');
    } catch {
      return EMPTY;
    }
    try {
      const manifest = JSON.parse(text) as { builtAt?: unknown; sources?: unknown };
      const sources = Array.isArray(manifest.sources) ? manifest.sources.flatMap(toCredit) : [];
      cached = { available: true, builtAt: typeof manifest.builtAt === 'string' ? manifest.builtAt : null, sources };
      return cached;
    } catch {
      return EMPTY;
    }
  };
}
