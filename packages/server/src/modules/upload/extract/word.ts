/**
 * doc and docx → plain text: mammoth's raw text for docx (paragraphs separated by a blank line)
 * and word-extractor's body for Word 97-2003 .doc. Both run after the container checks
 * (file-type.ts, and zip-guard.ts for docx); whatever the libraries throw is `upload.parseFailed`.
 */
import type { UploadFileType } from '@qfl/core';
import mammoth from 'mammoth';
import WordExtractor from 'word-extractor';
import { cleanText } from './decode-text.js';
import { ExtractError } from './errors.js';

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

export async function readDocx(bytes: Uint8Array, type: UploadFileType = 'docx'): Promise<string> {
  try {
    const { value } = await mammoth.extractRawText({ buffer: asBuffer(bytes) });
    return cleanText(value);
  } catch {
    throw new ExtractError('upload.parseFailed', { type });
  }
}

export async function readDoc(bytes: Uint8Array, type: UploadFileType = 'doc'): Promise<string> {
  try {
    const doc = await new WordExtractor().extract(asBuffer(bytes));
    return cleanText(doc.getBody());
  } catch {
    throw new ExtractError('upload.parseFailed', { type });
  }
}
