/** File helpers of the builder: gzip JSON-lines writer with sha256, text readers. */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { ManifestFile } from '../types.js';

/** A file's bytes, gunzipped when it is .gz or .dz (dictzip is gzip-compatible). */
export function readBytes(path: string): Buffer {
  const buf = readFileSync(path);
  return path.endsWith('.gz') || path.endsWith('.dz') ? gunzipSync(buf) : buf;
}

export function readText(path: string): string {
  return readBytes(path).toString('utf8');
}

export function sha256(data: Buffer | string): string {
  return createHash('sha256').update(data).digest('hex');
}

/** Writes records as gzip JSON lines (deterministic: gzip carries no timestamp). */
export function writeJsonlGz(path: string, records: readonly unknown[]): ManifestFile {
  const text = records.map((r) => JSON.stringify(r)).join('\n') + (records.length ? '\n' : '');
  const gz = gzipSync(Buffer.from(text, 'utf8'), { level: 9 });
  writeFileSync(path, gz);
  return { name: basename(path), sha256: sha256(gz), bytes: gz.length, count: records.length };
}

export function writeJsonFile(path: string, value: unknown, count: number): ManifestFile {
  const text = `${JSON.stringify(value, null, 1)}\n`;
  writeFileSync(path, text);
  return { name: basename(path), sha256: sha256(text), bytes: Buffer.byteLength(text), count };
}
