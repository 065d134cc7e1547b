/**
 * doc and docx → plain text: mammoth's raw text for docx (paragraphs separated by a blank line)
 * and word-extractor's body for Word 97-2003 .doc. Both run after the container checks
 * (file-type.ts, and zip-guard.ts for docx); whatever the libraries throw is `upload.parseFailed`.
 * Each library is loaded on first use, so a thread that never reads a Word file never holds it.
 */
import type { UploadFileType } from '@qfl/core';
import { cleanText } from './decode-text.js';
import { ExtractError } from './errors.js';

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

export async function readDocx(bytes: Uint8Array, type: UploadFileType = 'docx'): Promise<string> {
  try {
    const { default: mammoth } = await import('mammoth');
    const { value } = await mammoth.extractRawText({ buffer: asBuffer(bytes) });
    return cleanText(value);
  } catch {
    throw new ExtractError('upload.parseFailed', { type });
  }
}

export async function readDoc(bytes: Uint8Array, type: UploadFileType = 'doc'): Promise<string> {
  try {
    const { default: WordExtractor } = await import('word-extractor');
    const doc = await new WordExtractor().extract(asBuffer(bytes));
    return cleanText(doc.getBody());
  } catch {
    throw new ExtractError('upload.parseFailed', { type });
  }
}
