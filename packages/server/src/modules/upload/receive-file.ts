/**
 * An uploaded file received into one buffer as its pieces arrive. `part.toBuffer()` keeps every
 * piece and then concatenates them: the file is held twice at once, and the pieces (promoted by
 * the time the last arrives) stay as garbage that a quiet request thread collects late, ~15 MB
 * of a 14 MB xlsx through the whole preview. Here the buffer is sized by the request's
 * Content-Length (the whole body, so a little more than the file; capped at the file limit),
 * each piece is copied in and let go, and the buffer is given away whole to the worker
 * (extract/owned-bytes.ts) with the file's view on it.
 */
import type { MultipartFile } from '@fastify/multipart';
import { UPLOAD_LIMITS } from '@qfl/core';
import { AppError } from '../../http/errors.js';
import { giveAway } from './extract/owned-bytes.js';

/** Without a Content-Length (a chunked body) the buffer starts here and doubles as needed. */
const FIRST_GUESS = 1 << 20;

export const fileTooLarge = () => new AppError('upload.fileTooLarge', 413, { max: UPLOAD_LIMITS.fileBytes / 1024 / 1024 });

export async function receiveFile(part: MultipartFile, contentLength: number | undefined): Promise<Uint8Array<ArrayBuffer>> {
  // The multipart limit truncates the file at fileBytes, so it never needs more room than that.
  const max = UPLOAD_LIMITS.fileBytes;
  let buffer = new Uint8Array(Math.min(contentLength && contentLength > 0 ? contentLength : FIRST_GUESS, max));
  let size = 0;
  for await (const piece of part.file as AsyncIterable<Buffer>) {
    if (size + piece.length > buffer.length) {
      const larger = new Uint8Array(Math.min(max, Math.max(buffer.length * 2, size + piece.length)));
      if (size + piece.length > larger.length) throw fileTooLarge();
      larger.set(buffer.subarray(0, size));
      buffer = larger;
    }
    buffer.set(piece, size);
    size += piece.length;
  }
  if (part.file.truncated) throw fileTooLarge();
  return giveAway(new Uint8Array(buffer.buffer, 0, size));
}
