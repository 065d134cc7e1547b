/**
 * The bookkeeping every upload source shares: problems with their message parameters, duplicate
 * detection in one pass (a Map keyed by the NFC, lower-cased text, so 200,000 rows stay linear)
 * and the refusal of an upload that leaves nothing.
 */
import { UPLOAD_LIMITS } from '../../schemas/upload.js';
import type { UploadProblemCode } from '../../schemas/upload.js';
import { type ParsedUpload, type RawProblem, type UploadItem, UploadRuleError } from './types.js';

/** Two texts are the same item when equal after NFC normalisation and lower-casing. */
export function duplicateKey(text: string): string {
  return text.normalize('NFC').toLowerCase();
}

export function emptyItem(row: number, text: string): UploadItem {
  return { row, text, translation: null, pronA: null, pronB: null, pos: null, meanings: {}, examples: [], antonyms: [] };
}

export class Collector {
  items: UploadItem[] = [];
  problems: RawProblem[] = [];
  private readonly seen = new Map<string, number>();

  problem(
    code: UploadProblemCode,
    row: number | null,
    column: number | null,
    skipped: boolean,
    extra: Record<string, string | number> = {},
  ) {
    const params: Record<string, string | number> = {};
    if (row !== null) params.row = row;
    if (column !== null) params.column = column;
    this.problems.push({ code, row, column, skipped, params: { ...params, ...extra } });
  }

  /** Adds the item unless its text repeats an earlier one (then a `duplicate` warning naming the first row). */
  add(item: UploadItem, column: number | null = null): void {
    const key = duplicateKey(item.text);
    const first = this.seen.get(key);
    if (first !== undefined) {
      this.problem('duplicate', item.row, column, false, { first });
      return;
    }
    this.seen.set(key, item.row);
    this.items.push(item);
  }

  /** Adds without duplicate detection (an article may repeat a sentence on purpose). */
  push(item: UploadItem): void {
    this.items.push(item);
  }

  /** The items and problems collected since the last take (a streaming caller's batch); duplicates stay detected across takes. */
  take(): ParsedUpload {
    const batch = { items: this.items, problems: this.problems };
    this.items = [];
    this.problems = [];
    return batch;
  }

  /** The result, or `upload.empty` (with the problems found) when no item is left. */
  finish(): ParsedUpload {
    if (this.items.length === 0) throw new UploadRuleError('upload.empty', {}, this.problems);
    return { items: this.items, problems: this.problems };
  }
}

export function tooManyItems(): UploadRuleError {
  return new UploadRuleError('upload.tooManyItems', { max: UPLOAD_LIMITS.items });
}
