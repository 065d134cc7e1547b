/**
 * Word and sentence lists typed or pasted by the user (spec point 5: "Word and sentence items
 * split by | first, then newline, then comma, then space"; "In professional mode @@ separates
 * text and translation. The translation is optional.").
 *
 * THE SPLITTING RULE. After `\r\n` and `\r` become `\n` and the whole text is trimmed, exactly one
 * separator splits it, the first of this list that occurs in the text at all:
 *   1. bar:     `|` or the full-width `｜`                    `apple|banana`         → apple · banana
 *   2. newline: `\n` (from `\n`, `\r\n` or `\r`)              `apple\nbanana, cherry` → apple · banana, cherry
 *   3. comma:   `,` full-width `，` ideographic `、`           `apple, banana`        → apple · banana
 *   4. space:   runs of spaces, tabs, U+3000, no-break space   `apple banana`         → apple · banana
 * "Does not split" means the text contains no such separator: a later rule is never applied
 * inside the pieces of an earlier one (`a|b c` gives `a` and `b c`; `보고 싶다\n먹고 싶다` keeps
 * both Korean expressions whole, while the single line `사과 바나나 포도` splits by space).
 * Limits on which rules apply:
 *   - Sentence books use only rules 1 and 2: a sentence contains commas and spaces, so a single
 *     line is one sentence.
 *   - Professional mode reads each piece as `text@@translation` (split at the first `@@`; `word@@`
 *     gives a null translation, `@@x` an `emptyText` problem). A translation contains commas and
 *     spaces, so rules 3 and 4 apply only when the text contains no `@@` at all:
 *     `apple@@苹果, 一种水果` is one item, `apple, pear` is two.
 *   - Simple mode does not read `@@` (the dictionary supplies meanings); the piece is the text.
 * Then every piece is trimmed and empty pieces are dropped silently. `row` is the 1-based position
 * of the piece among all pieces, empty ones included, so with newline splitting it is the line
 * number the user sees in their text.
 * Problems: `emptyText` (professional `@@x`, skipped), `itemTooLong` (textLength >
 * UPLOAD_LIMITS.itemLength, skipped), `translationTooLong` (textLength > translationLength,
 * skipped), `duplicate` (same text after NFC + lower case; the first is kept, params.first names
 * its row; a warning). More than UPLOAD_LIMITS.items non-empty pieces throw `upload.tooManyItems`;
 * no item left throws `upload.empty`.
 */
import { UPLOAD_LIMITS } from '../../schemas/upload.js';
import { textLength } from '../text-length.js';
import { Collector, emptyItem, tooManyItems } from './collect.js';
import type { ParsedUpload } from './types.js';

export interface SplitListOptions {
  type: 'word' | 'sentence';
  mode: 'simple' | 'professional';
}

const BAR = /[|｜]/;
const NEWLINE = '\n';
const COMMA = /[,，、]/;
const SPACE = /[ \t\u3000\u00a0]+/;
const SPACE_TEST = /[ \t\u3000\u00a0]/;
export const TRANSLATION_SEPARATOR = '@@';

/** Which of the four separators splits `text` (already newline-normalised and trimmed). */
export function listSeparator(text: string, opts: SplitListOptions): 'bar' | 'newline' | 'comma' | 'space' | null {
  if (BAR.test(text)) return 'bar';
  if (text.includes(NEWLINE)) return 'newline';
  if (opts.type === 'sentence') return null;
  if (opts.mode === 'professional' && text.includes(TRANSLATION_SEPARATOR)) return null;
  if (COMMA.test(text)) return 'comma';
  if (SPACE_TEST.test(text)) return 'space';
  return null;
}

/** The raw pieces of a list, untrimmed, empty ones included (their positions are the rows). */
export function listPieces(text: string, opts: SplitListOptions): string[] {
  const normalised = text.replace(/\r\n?/g, '\n').trim();
  if (normalised === '') return [];
  switch (listSeparator(normalised, opts)) {
    case 'bar':
      return normalised.split(BAR);
    case 'newline':
      return normalised.split(NEWLINE);
    case 'comma':
      return normalised.split(COMMA);
    case 'space':
      return normalised.split(SPACE);
    default:
      return [normalised];
  }
}

export function splitList(text: string, opts: SplitListOptions): ParsedUpload {
  const pieces = listPieces(text, opts);
  let nonEmpty = 0;
  for (const piece of pieces) if (piece.trim() !== '') nonEmpty++;
  if (nonEmpty > UPLOAD_LIMITS.items) throw tooManyItems();
  const out = new Collector();
  for (let index = 0; index < pieces.length; index++) {
    const row = index + 1;
    const raw = pieces[index]!.trim();
    if (raw === '') continue;
    let itemText = raw;
    let translation: string | null = null;
    if (opts.mode === 'professional') {
      const at = raw.indexOf(TRANSLATION_SEPARATOR);
      if (at >= 0) {
        itemText = raw.slice(0, at).trim();
        translation = raw.slice(at + TRANSLATION_SEPARATOR.length).trim() || null;
      }
    }
    if (itemText === '') out.problem('emptyText', row, null, true);
    else if (textLength(itemText) > UPLOAD_LIMITS.itemLength)
      out.problem('itemTooLong', row, null, true, { max: UPLOAD_LIMITS.itemLength });
    else if (translation !== null && textLength(translation) > UPLOAD_LIMITS.translationLength) {
      out.problem('translationTooLong', row, null, true, { max: UPLOAD_LIMITS.translationLength });
    } else out.add({ ...emptyItem(row, itemText), translation });
  }
  return out.finish();
}
