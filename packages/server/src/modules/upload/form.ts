/**
 * The preview request, from either body: JSON (`UploadJsonBody`: the form plus `list` or
 * `article`) or multipart (the same text fields, `titles` as JSON text, plus `file`). Checks come
 * in the spec's order — language, level, title, then the content the book type needs — and each
 * failure is its localized key (`upload.langRequired` … `upload.fileRequired`).
 */
import { ERROR_KEYS, type ErrorKey, progressKeySchema, UPLOAD_LIMITS, uploadFormSchema, type UploadForm } from '@qfl/core';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/errors.js';
import { checkBookTexts } from '../books/texts.js';
import { fileTooLarge, receiveFile } from './receive-file.js';

const isKey = (s: string): s is ErrorKey => (ERROR_KEYS as readonly string[]).includes(s);

export type PreviewContent = { kind: 'text'; text: string } | { kind: 'file'; bytes: Uint8Array; filename: string };

export interface PreviewRequest {
  form: UploadForm;
  content: PreviewContent;
  progressKey: string | undefined;
}

/** The form's fields checked by the core schema; the first problem as its key. */
export function parseForm(fields: Record<string, unknown>): UploadForm {
  const result = uploadFormSchema.safeParse(fields);
  if (!result.success) {
    const message = result.error.issues[0]?.message ?? '';
    throw new AppError(
      isKey(message) ? message : 'validation',
      422,
      isKey(message) ? {} : { field: String(result.error.issues[0]?.path.join('.') ?? 'form') },
    );
  }
  const { nativeTitle, titles, description } = result.data;
  checkBookTexts({ nativeTitle, titles: Object.values(titles), description });
  return result.data;
}

const CONTENT_REQUIRED: Record<UploadForm['type'], ErrorKey> = {
  word: 'upload.listRequired',
  sentence: 'upload.sentencesRequired',
  article: 'upload.articleRequired',
};

const progressKeyOf = (value: unknown) => progressKeySchema.safeParse(value).data;

/** The pasted list or article the book type needs (`article` for article books, else `list`), or null. */
function pastedText(type: UploadForm['type'], fields: Record<string, unknown>): string | null {
  const raw = type === 'article' ? (fields.article ?? fields.list) : (fields.list ?? fields.article);
  const text = typeof raw === 'string' ? raw : '';
  if (!text.trim()) return null;
  if (text.length > UPLOAD_LIMITS.pastedChars) throw new AppError('upload.textTooLong', 422, { max: UPLOAD_LIMITS.pastedChars });
  return text;
}

export function fromJson(body: Record<string, unknown>): PreviewRequest {
  const form = parseForm(body);
  const text = pastedText(form.type, body);
  if (text === null) throw new AppError(CONTENT_REQUIRED[form.type], 422);
  return { form, content: { kind: 'text', text }, progressKey: progressKeyOf(body.progressKey) };
}

export async function fromMultipart(req: FastifyRequest): Promise<PreviewRequest> {
  const fields: Record<string, unknown> = {};
  let file: { bytes: Uint8Array; filename: string } | null = null;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file) {
          await part.toBuffer();
          continue;
        }
        // One buffer, given away whole: the pool moves it to the worker as it is (receive-file.ts).
        const length = Number(req.headers['content-length']);
        file = { bytes: await receiveFile(part, Number.isFinite(length) ? length : undefined), filename: part.filename || 'upload' };
      } else {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw fileTooLarge();
    }
    throw err;
  }
  if (typeof fields.titles === 'string') {
    try {
      fields.titles = JSON.parse(fields.titles);
    } catch {
      fields.titles = {};
    }
  }
  const form = parseForm(fields);
  const key = progressKeyOf(fields.progressKey);
  if (!file) {
    // A pasted list or article may come along in a multipart body too.
    const text = pastedText(form.type, fields);
    if (text !== null) return { form, content: { kind: 'text', text }, progressKey: key };
    throw new AppError('upload.fileRequired', 422);
  }
  if (file.bytes.length === 0) throw new AppError('upload.empty', 422);
  return { form, content: { kind: 'file', ...file }, progressKey: key };
}
