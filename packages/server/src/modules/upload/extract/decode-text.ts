/**
 * Bytes of a text file (txt, csv) → a string, and the cleaning every extracted text gets.
 *
 * Order of decoding:
 *  1. a byte-order mark decides: UTF-8, UTF-16 LE or UTF-16 BE (decoded strictly);
 *  2. otherwise strict UTF-8 (what nearly every file is today, and what the spec asks of CSV);
 *  3. otherwise chardet's candidates (from a 1 MB sample): first the multi-byte CJK encodings it reports, by its
 *     confidence with GB18030 first on a tie (Chinese Windows files are the common legacy case,
 *     and chardet's confidences are flat on short texts), then the single-byte ones. Each is
 *     decoded strictly and must look like text (few control, private-use or unassigned
 *     characters): single-byte decoders accept any byte, so this test is what refuses binary.
 *  4. nothing fits → `upload.encoding`.
 */
import chardet from 'chardet';
import { ExtractError } from './errors.js';

/** chardet names TextDecoder cannot decode faithfully (or that are not encodings). */
const SKIP = new Set(['ASCII', 'mbcs', 'sbcs', 'UTF-32', 'UTF-32LE', 'UTF-32BE', 'ISO_2022', 'ISO-2022-CN', 'ISO-2022-KR']);
const MULTI_BYTE = new Set(['GB18030', 'Big5', 'EUC-JP', 'EUC-KR', 'Shift_JIS', 'ISO-2022-JP']);
/** Share of suspicious characters above which a decoding is not text. */
const MAX_SUSPICIOUS = 0.01;

/** Characters that never appear in real text: controls (bar tab/newlines/form feed), private use, unassigned, U+FFFD. */
const SUSPICIOUS = /(?![\t\n\v\f\r])\p{Cc}|[\p{Co}\p{Cn}\ufffd]/gu;

function strict(label: string, bytes: Uint8Array): string | null {
  try {
    return new TextDecoder(label, { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return null;
  }
}

function looksLikeText(text: string): boolean {
  if (text.length === 0) return true;
  const bad = text.match(SUSPICIOUS)?.length ?? 0;
  return bad <= Math.max(1, text.length * MAX_SUSPICIOUS) && bad < text.length;
}

const NEEDS_CLEANING = /[\p{Cc}\u2028\u2029\ufeff]/u;

/** Control characters are dropped (NUL, C0 bar tab/newline, DEL, C1), line ends become \n, a leading BOM goes. */
export function cleanText(text: string): string {
  // Most cells and texts have nothing to clean: one scan instead of four replaces.
  if (!NEEDS_CLEANING.test(text)) return text;
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[\v\f\u2028\u2029]/g, '\n')
    .replace(/(?![\t\n])\p{Cc}/gu, '')
    .replace(/^\ufeff/, '');
}

/** chardet reads ~5 MB/s: it gets 1 MB from the first non-ASCII byte, where the evidence is (a lead byte, never mid-character). */
const SAMPLE_BYTES = 1024 * 1024;
function sample(bytes: Uint8Array): Uint8Array {
  const first = bytes.findIndex((b) => b >= 0x80);
  return bytes.subarray(Math.max(0, first), Math.max(0, first) + SAMPLE_BYTES);
}

/** The encoding chosen (a TextDecoder label) and the raw decoded text. Throws `upload.encoding`. */
export function decodeRaw(bytes: Uint8Array): { encoding: string; text: string } {
  const bom =
    bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf
      ? 'utf-8'
      : bytes[0] === 0xff && bytes[1] === 0xfe
        ? 'utf-16le'
        : bytes[0] === 0xfe && bytes[1] === 0xff
          ? 'utf-16be'
          : null;
  if (bom) {
    const text = strict(bom, bytes);
    if (text === null) throw new ExtractError('upload.encoding');
    return { encoding: bom, text };
  }
  const utf8 = strict('utf-8', bytes);
  if (utf8 !== null) return { encoding: 'utf-8', text: utf8 };
  const matches = chardet.analyse(sample(bytes)).filter((m) => !SKIP.has(m.name) && m.confidence > 0);
  const rank = (name: string) => (MULTI_BYTE.has(name) ? 0 : 1);
  matches.sort(
    (a, b) => rank(a.name) - rank(b.name) || b.confidence - a.confidence || Number(b.name === 'GB18030') - Number(a.name === 'GB18030'),
  );
  for (const m of matches) {
    const text = strict(m.name, bytes);
    if (text !== null && looksLikeText(text)) return { encoding: m.name.toLowerCase(), text };
  }
  throw new ExtractError('upload.encoding');
}

/** The text of a txt or csv file, cleaned (see cleanText). Throws `upload.encoding`. */
export function decodeText(bytes: Uint8Array): string {
  return cleanText(decodeRaw(bytes).text);
}
