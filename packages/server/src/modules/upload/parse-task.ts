/**
 * The whole parse of an upload, run inside the extraction worker thread (named task `parse` of
 * src/workers/upload-extract.ts): a file's text or table (extract/), then core's rules for the
 * book type — lists split by `|`, newline, comma, space; articles into sentences; tables by their
 * 11 columns — so that neither reading a file nor splitting a 2 MB article ever runs on the
 * request thread. Errors come back as plain `{key, params}` like the extraction task's.
 */
import { type Lang, type ParsedUpload, tableItems, textItems, UploadRuleError, type UploadFileType } from '@qfl/core';
import { ExtractError } from './extract/errors.js';
import { extractFile } from './extract/extract.js';
import type { ExtractTaskResult } from './extract/worker.js';

export interface ParseRules {
  type: 'word' | 'sentence' | 'article';
  mode: 'simple' | 'professional';
  lang: Lang;
  nativeLang: Lang;
}

export type ParseContent = { kind: 'text'; text: string } | { kind: 'file'; bytes: Uint8Array; filename: string };

export interface ParseTask {
  rules: ParseRules;
  content: ParseContent;
}

export interface ParseResult extends ParsedUpload {
  /** `list`, `article`, or the file type. */
  source: string;
}

export type ParseTaskResult = { ok: true; value: ParseResult } | Extract<ExtractTaskResult, { ok: false }>;

export function parseContent(task: ParseTask): Promise<ParseResult> | ParseResult {
  const { rules, content } = task;
  const opts = { type: rules.type, mode: rules.mode, lang: rules.lang };
  if (content.kind === 'text') return { ...textItems(content.text, opts), source: rules.type === 'article' ? 'article' : 'list' };
  return (async () => {
    const file = await extractFile(content.bytes, content.filename);
    const type: UploadFileType = file.type;
    if (file.kind === 'text') return { ...textItems(file.text, opts), source: type };
    return {
      ...tableItems(file.rows, { type: rules.type, mode: rules.mode, bookLang: rules.lang, nativeLang: rules.nativeLang }),
      source: type,
    };
  })();
}

export default async function parseTask(task: ParseTask): Promise<ParseTaskResult> {
  try {
    return { ok: true, value: await parseContent(task) };
  } catch (e) {
    if (e instanceof ExtractError || e instanceof UploadRuleError) return { ok: false, key: e.key, params: e.params };
    const type = task.content.kind === 'file' ? (task.content.filename.split('.').pop() ?? '') : '';
    return { ok: false, key: 'upload.parseFailed', params: { type } };
  }
}
