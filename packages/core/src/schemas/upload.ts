/**
 * Upload of one's own dictionary (spec points 2, 3, 5, 7, 8): the form, the preview and the
 * apply answers, the book management and review calls. Limits live in UPLOAD_LIMITS (one place,
 * documented in the README); parsing rules live in rules/upload/.
 */
import { z } from 'zod';
import { BOOK_STATUSES, BOOK_TYPES, LANGS, MAX_LEVEL, MIN_LEVEL, type REVIEW_STATUSES, TRANSLATION_MODES } from '../constants.js';

export const UPLOAD_MODES = TRANSLATION_MODES;
export type UploadMode = (typeof UPLOAD_MODES)[number];
export const BOOK_VISIBILITIES = BOOK_STATUSES;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export const UPLOAD_FILE_TYPES = ['txt', 'doc', 'docx', 'xls', 'xlsx', 'csv'] as const;
export type UploadFileType = (typeof UPLOAD_FILE_TYPES)[number];
/** Category of every uploaded book ("my dictionaries"). */
export const UPLOAD_CATEGORY = 'upload';

export const UPLOAD_LIMITS = {
  /** Bytes of an uploaded file. */
  fileBytes: 20 * 1024 * 1024,
  /** Bytes an xlsx/docx may unpack to (zip bombs), summed over its parts. */
  unzippedBytes: 200 * 1024 * 1024,
  /** Rows of a table, items of a list, sentences of an article. */
  items: 200_000,
  /** Characters of one table cell. */
  cellChars: 5_000,
  /** Length (textLength: non-ASCII counts 2) of a word or a sentence item. */
  itemLength: 1_000,
  /** Length of a translation or a meaning. */
  translationLength: 2_000,
  /** Characters of a pasted list or article (JSON entry). */
  pastedChars: 2_000_000,
  /** Milliseconds a file may take to parse before it is refused. */
  parseMs: 60_000,
  /** Length (textLength) of a title: 40 ASCII letters or 20 CJK characters. */
  titleLength: 40,
  /** Length (textLength) of a description. */
  descriptionLength: 400,
  /** Items shown in a preview. */
  previewItems: 50,
  /** Problems listed in a preview (the count covers all). */
  previewProblems: 200,
  /** Minutes a preview waits to be applied. */
  previewMinutes: 60,
  /** Length (textLength) under which an article's sentence is dropped as too short. */
  minSentenceLength: 4,
} as const;

const titleText = z.string().trim();

/** The form's fields (JSON body, or the text fields of a multipart body). Messages are error keys. */
export const uploadFormSchema = z.object({
  lang: z.enum(LANGS, { error: 'upload.langRequired' }),
  level: z.coerce
    .number({ error: 'upload.levelRequired' })
    .int('upload.levelRequired')
    .min(MIN_LEVEL, 'upload.levelRequired')
    .max(MAX_LEVEL, 'upload.levelRequired'),
  type: z.enum(BOOK_TYPES, { error: 'upload.typeRequired' }),
  visibility: z.enum(BOOK_VISIBILITIES).default('private'),
  mode: z.enum(UPLOAD_MODES).default('simple'),
  /** Language of the native title: the user's native language when omitted. */
  nativeLang: z.enum(LANGS).optional(),
  nativeTitle: z.string({ error: 'upload.titleRequired' }).trim().min(1, 'upload.titleRequired'),
  /** Titles in the other UI languages, each optional. */
  titles: z.partialRecord(z.enum(LANGS), titleText).default({}),
  description: z.string().trim().default(''),
});
export type UploadForm = z.infer<typeof uploadFormSchema>;

/** A key to follow a preview's progress with (GET /api/upload/progress/:key); an apply's is its upload id. */
export const progressKeySchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);

/** JSON preview: the form plus a list (word and sentence books) or an article. */
export const uploadJsonBody = uploadFormSchema.extend({
  list: z.string().optional(),
  article: z.string().optional(),
  progressKey: progressKeySchema.optional(),
});
export type UploadJsonBody = z.infer<typeof uploadJsonBody>;

export const uploadItemViewSchema = z.object({
  position: z.number().int(),
  text: z.string(),
  /** The user's translation (professional mode) or the sentence's translation. */
  translation: z.string().nullable(),
  reading: z.string().nullable(),
  pron: z.string().nullable(),
  pos: z.string().nullable(),
  /** Meanings as they will appear: the user's (professional) or the dictionary's (simple). */
  meanings: z.array(z.string()),
  meaningsLang: z.enum(LANGS).nullable(),
  example: z.object({ text: z.string(), translation: z.string().nullable() }).nullable(),
  /** Dictionary entry the item is linked to (its memory is shared with the built-in word). */
  entryId: z.number().int().nullable(),
  /** Simple mode: whether the dictionary knew the word. */
  found: z.boolean(),
});
export type UploadItemView = z.infer<typeof uploadItemViewSchema>;

export const UPLOAD_PROBLEM_CODES = [
  'emptyText',
  'itemTooLong',
  'translationTooLong',
  'cellTooLong',
  'badLangCode',
  'duplicate',
  'notInDictionary',
  'sentenceTooShort',
] as const;
export type UploadProblemCode = (typeof UPLOAD_PROBLEM_CODES)[number];

/** A problem with one row or item: skipped rows are not applied, warnings are. */
export const uploadProblemSchema = z.object({
  code: z.enum(UPLOAD_PROBLEM_CODES),
  /** 1-based row of the file or item of the list. */
  row: z.number().int().nullable(),
  /** 1-based column of a table, or null. */
  column: z.number().int().nullable(),
  /** Whether the row is left out (error) or kept (warning). */
  skipped: z.boolean(),
  /** The localized message (Accept-Language / the user's UI language). */
  message: z.string(),
});
export type UploadProblem = z.infer<typeof uploadProblemSchema>;

export const uploadPreviewSchema = z.object({
  uploadId: z.string(),
  counts: z.object({
    /** Items that will be created. */
    items: z.number().int(),
    /** Rows or pieces skipped for errors. */
    skipped: z.number().int(),
    /** Simple mode: items the dictionary found / did not find. */
    found: z.number().int(),
    notFound: z.number().int(),
    /** Problems in total (the list may be shorter). */
    problems: z.number().int(),
    groups: z.number().int(),
  }),
  items: z.array(uploadItemViewSchema),
  problems: z.array(uploadProblemSchema),
  /** What was read: `list`, `article` or the file type. */
  source: z.string(),
  expiresAt: z.number().int(),
});
export type UploadPreview = z.infer<typeof uploadPreviewSchema>;

export const uploadApplySchema = z.object({ bookId: z.number().int() });
export type UploadApply = z.infer<typeof uploadApplySchema>;

export const UPLOAD_STAGES = ['upload', 'parse', 'check', 'apply', 'done', 'failed'] as const;
export const uploadProgressSchema = z.object({
  stage: z.enum(UPLOAD_STAGES),
  done: z.number().int(),
  total: z.number().int(),
});
export type UploadProgress = z.infer<typeof uploadProgressSchema>;

/** Owner's changes to a book: any subset. Changing a public professional book sends it back to review. */
export const bookUpdateBody = z.object({
  nativeTitle: titleText.optional(),
  nativeLang: z.enum(LANGS).optional(),
  titles: z.partialRecord(z.enum(LANGS), titleText).optional(),
  description: z.string().trim().optional(),
  visibility: z.enum(BOOK_VISIBILITIES).optional(),
  level: z.coerce.number().int().min(MIN_LEVEL).max(MAX_LEVEL).optional(),
});
export type BookUpdate = z.infer<typeof bookUpdateBody>;

export const bookItemUpdateBody = z.object({
  text: z.string().trim().min(1, 'upload.itemRequired'),
  translation: z.string().trim().nullable().optional(),
});

export const bookReviewBody = z.object({
  decision: z.enum(['approve', 'reject']),
  /** Required when rejecting: the owner sees it. */
  reason: z.string().trim().max(500).optional(),
});

/** `GET /api/upload/progress/:key`: a preview's progressKey or an apply's uploadId. */
export const uploadProgressParams = z.object({ key: progressKeySchema });
/** `POST /api/upload/:uploadId/apply`. */
export const uploadApplyParams = z.object({ uploadId: z.string().uuid() });
