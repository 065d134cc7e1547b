/**
 * Zip bomb guard for xlsx and docx, run before SheetJS or mammoth unpack anything. yauzl reads
 * the zip's central directory; the file is refused when
 *  - there is no valid central directory (truncated or not a zip) → `upload.parseFailed`;
 *  - the declared uncompressed sizes add up to more than UPLOAD_LIMITS.unzippedBytes, or one
 *    part over MIN_RATIO_CHECK_BYTES declares more than MAX_RATIO times its compressed size
 *    → `upload.unzipTooLarge`.
 * Declared sizes can lie, so every part is then inflated once as a stream and thrown away:
 * yauzl stops a part that inflates past its declared size ("too many bytes"), which bounds the
 * real total by the checked declared total whatever the headers say, with constant memory. That
 * costs one extra inflate of at most 200 MB (well under a second); the worker's heap and time
 * limits remain the last line behind it.
 */
import { UPLOAD_LIMITS, type UploadFileType } from '@qfl/core';
import yauzl from 'yauzl';
import { ExtractError } from './errors.js';

/**
 * Deflate cannot exceed ~1032:1; real xlsx/docx parts (repetitive XML) stay under ~50:1. 100:1
 * is Apache POI's default refusal threshold (ZipSecureFile.MIN_INFLATE_RATIO = 0.01).
 */
export const MAX_RATIO = 100;
/** Small parts may compress better than that (empty styles, tiny sheets): only larger ones are checked. */
export const MIN_RATIO_CHECK_BYTES = 1024 * 1024;
/** Real documents have tens of parts, hundreds with many pictures. */
export const MAX_ENTRIES = 10_000;

const tooLarge = () => new ExtractError('upload.unzipTooLarge', { max: UPLOAD_LIMITS.unzippedBytes / 1024 / 1024 });

function open(bytes: Uint8Array): Promise<yauzl.ZipFile> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true, validateEntrySizes: true }, (err, zip) => (err || !zip ? reject(err) : resolve(zip)));
  });
}

function drain(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<void> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (err, stream) => {
      if (err || !stream) return reject(err);
      stream.on('error', reject);
      stream.on('end', () => resolve());
      stream.resume();
    });
  });
}

/** Refuses a zip bomb or a broken zip (see the file comment); resolves when the zip is safe to unpack. */
export async function guardZip(bytes: Uint8Array, type: UploadFileType): Promise<void> {
  const parseFailed = () => new ExtractError('upload.parseFailed', { type });
  let zip: yauzl.ZipFile;
  try {
    zip = await open(bytes);
  } catch {
    throw parseFailed();
  }
  try {
    if (zip.entryCount > MAX_ENTRIES) throw parseFailed();
    const entries: yauzl.Entry[] = [];
    let total = 0;
    await new Promise<void>((resolve, reject) => {
      zip.on('entry', (entry: yauzl.Entry) => {
        total += entry.uncompressedSize;
        const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
        if (total > UPLOAD_LIMITS.unzippedBytes || (entry.uncompressedSize > MIN_RATIO_CHECK_BYTES && ratio > MAX_RATIO)) {
          reject(tooLarge());
          return;
        }
        entries.push(entry);
        zip.readEntry();
      });
      zip.on('end', () => resolve());
      zip.on('error', () => reject(parseFailed()));
      zip.readEntry();
    });
    for (const entry of entries) {
      if (entry.fileName.endsWith('/')) continue;
      try {
        await drain(zip, entry);
      } catch (e) {
        throw /too many bytes/i.test(String((e as Error)?.message)) ? tooLarge() : parseFailed();
      }
    }
  } finally {
    zip.close();
  }
}
