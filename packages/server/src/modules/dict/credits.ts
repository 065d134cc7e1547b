/**
 * Credits of the built-in content (the about / data-sources page): the sources list of the
 * content manifest, read with a zod schema. A missing or unreadable manifest gives an empty
 * list, never an error; a source of the wrong shape keeps what it has right.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type Credits, type SourceCredit, sourceCreditSchema } from '@qfl/core';
import { z } from 'zod';

const EMPTY: Credits = { available: false, builtAt: null, sources: [] };

const text = z.string().catch('');
// The manifest is written by the content build; read each field on its own so one odd field
// does not hide the whole source.
const manifestSource = z
  .object({
    name: text,
    title: text,
    license: text,
    attribution: text,
    url: text,
    used: text,
    thin: z.string().optional().catch(undefined),
    status: sourceCreditSchema.shape.status.catch(undefined),
  })
  .transform((s): SourceCredit[] => {
    const { thin, status, ...rest } = s;
    const credit: SourceCredit = { ...rest, ...(thin === undefined ? {} : { thin }), ...(status === undefined ? {} : { status }) };
    return credit.name || credit.title ? [credit] : [];
  })
  .catch([]);

const manifestSchema = z.object({
  builtAt: z.string().nullable().catch(null).default(null),
  sources: z
    .array(manifestSource)
    .catch([])
    .default([])
    .transform((lists) => lists.flat()),
});

/** Reads the manifest once it exists; later calls are answered from memory. */
export function creditsReader(contentDir: string): () => Promise<Credits> {
  let cached: Credits | null = null;
  return async () => {
    if (cached) return cached;
    let manifest: z.output<typeof manifestSchema>;
    try {
      const parsed = manifestSchema.safeParse(JSON.parse(await readFile(join(contentDir, 'manifest.json'), 'utf8')));
      if (!parsed.success) return EMPTY;
      manifest = parsed.data;
    } catch {
      return EMPTY;
    }
    cached = { available: true, builtAt: manifest.builtAt, sources: manifest.sources };
    return cached;
  };
}
