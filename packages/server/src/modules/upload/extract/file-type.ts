/**
 * Which of the accepted upload types a file is: chosen by its extension, then confirmed by its
 * first bytes, so a renamed file (a docx called .xls, a picture called .xlsx) or a truncated one
 * is refused before any parser sees it. Cheap enough for the request thread (no parsing).
 */
import { UPLOAD_FILE_TYPES, UPLOAD_LIMITS, type UploadFileType } from '@qfl/core';
import { ExtractError } from './errors.js';

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
/** The container each binary type must be; text types have no signature. */
const SIGNATURE: Partial<Record<UploadFileType, number[]>> = { xlsx: ZIP, docx: ZIP, xls: OLE, doc: OLE };
/** The smallest plausible container: a zip's local header plus its end record, an OLE header sector. */
const MIN_BYTES: Partial<Record<UploadFileType, number>> = { xlsx: 30 + 22, docx: 30 + 22, xls: 512, doc: 512 };

const startsWith = (bytes: Uint8Array, sig: number[]) => sig.every((b, i) => bytes[i] === b);

export function fileExtension(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return dot < 0 ? '' : filename.slice(dot + 1).toLowerCase();
}

/**
 * The file's type. Checks, in order: extension (`upload.fileType`), size (`upload.empty`,
 * `upload.fileTooLarge`), container signature and minimal length (`upload.parseFailed`).
 */
export function uploadFileType(filename: string, bytes: Uint8Array): UploadFileType {
  const ext = fileExtension(filename);
  const type = (UPLOAD_FILE_TYPES as readonly string[]).includes(ext) ? (ext as UploadFileType) : null;
  if (!type) throw new ExtractError('upload.fileType');
  if (bytes.byteLength === 0) throw new ExtractError('upload.empty');
  if (bytes.byteLength > UPLOAD_LIMITS.fileBytes) {
    throw new ExtractError('upload.fileTooLarge', { max: UPLOAD_LIMITS.fileBytes / 1024 / 1024 });
  }
  const sig = SIGNATURE[type];
  if (sig && (!startsWith(bytes, sig) || bytes.byteLength < (MIN_BYTES[type] ?? 0))) {
    throw new ExtractError('upload.parseFailed', { type });
  }
  return type;
}
