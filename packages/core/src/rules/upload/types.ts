/**
 * What the upload parsing rules produce: items before the dictionary fills anything, the problems
 * found on single rows (reported in the preview) and the error that refuses a whole upload.
 */
import type { Lang } from '../../constants.js';
import type { ErrorKey } from '../../schemas/envelope.js';
import type { UploadProblemCode } from '../../schemas/upload.js';

/** One item of an uploaded book, before the dictionary fills anything. */
export interface UploadItem {
  /** 1-based row of the table / item of the list / sentence of the article (for messages). */
  row: number;
  text: string;
  /** The user's translation (professional mode list `@@`, or a sentence's translation). */
  translation: string | null;
  pronA: string | null;
  pronB: string | null;
  pos: string | null;
  /** The user's meanings by language (tables: meaning A/B in the languages of row 2). */
  meanings: Partial<Record<Lang, string[]>>;
  examples: UploadExample[];
  antonyms: string[];
}

export interface UploadExample {
  text: string;
  translation: string | null;
  /** Null when the language-code row named no known language for this column. */
  translationLang: Lang | null;
}

/** A problem with one row; the server turns `code` + `params` into a localized message. */
export interface RawProblem {
  code: UploadProblemCode;
  row: number | null;
  column: number | null;
  /** Whether the row is left out (error) or kept (warning). */
  skipped: boolean;
  /** Message parameters: row, column, max, first (duplicate), code (badLangCode). */
  params: Record<string, string | number>;
}

export interface ParsedUpload {
  items: UploadItem[];
  problems: RawProblem[];
}

/**
 * Refuses the whole upload (`upload.empty`, `upload.tooManyItems`, `upload.tooFewColumns`).
 * `problems` carries the row problems found before refusing, so a caller may show why nothing
 * was left (e.g. every line was too long).
 */
export class UploadRuleError extends Error {
  readonly key: ErrorKey;
  readonly params: Record<string, string | number>;
  readonly problems: RawProblem[];
  constructor(key: ErrorKey, params: Record<string, string | number> = {}, problems: RawProblem[] = []) {
    super(key);
    this.name = 'UploadRuleError';
    this.key = key;
    this.params = params;
    this.problems = problems;
  }
}
