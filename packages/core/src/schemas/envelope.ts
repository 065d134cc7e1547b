/**
 * The one response envelope: `{ code, msg, data }`.
 * code 200 success; 401 access token expired (refresh once, queue, replay);
 * 400 session no longer valid (clear and go to login); 500 failure whose msg is shown.
 */
export const ENVELOPE_CODES = { ok: 200, badSession: 400, tokenExpired: 401, failure: 500 } as const;
export type EnvelopeCode = (typeof ENVELOPE_CODES)[keyof typeof ENVELOPE_CODES];

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

/** On failures `data` names the stable error key (see ERROR_KEYS) and its parameters. */
export interface ErrorData {
  error: ErrorKey;
  params?: Record<string, string | number>;
}

export const ERROR_KEYS = [
  'validation',
  'notFound',
  'internal',
  'rateLimited',
  'auth.required',
  'auth.tokenExpired',
  'auth.sessionInvalid',
  'auth.invalidCredentials',
  'auth.phoneTaken',
  'sms.invalidPhone',
  'sms.cooldown',
  'sms.dailyLimit',
  'sms.ipLimit',
  'sms.codeInvalid',
  'sms.codeExpired',
  'sms.tooManyTries',
  'settings.languageRequired',
  'dict.queryTooLong',
  'dict.queryInvalid',
  'dict.entryNotFound',
  'audio.textInvalid',
  'audio.failed',
  'sms.codeNotSent',
  'auth.wrongPassword',
  'auth.passwordBackoff',
  'auth.forbidden',
  'user.timeZoneInvalid',
  'user.nicknameLength',
  'user.nicknameInvalid',
  'user.avatarType',
  'user.avatarTooLarge',
  'user.avatarNotFound',
  'study.bookNotFound',
  'study.groupNotFound',
  'study.sessionNotFound',
  'study.sessionFinished',
  'study.itemNotFound',
  'study.itemDone',
  'study.nothingToStudy',
  'study.notEnoughWords',
  'points.invalidAmount',
  'points.insufficient',
  'task.notFound',
  'vocab.testNotFound',
  'vocab.testFinished',
  'vocab.unavailable',
  'sentences.queryEmpty',
  'sentences.queryTooLong',
  'sentences.notFound',
  'upload.langRequired',
  'upload.levelRequired',
  'upload.typeRequired',
  'upload.titleRequired',
  'upload.titleTooLong',
  'upload.descriptionTooLong',
  'upload.listRequired',
  'upload.sentencesRequired',
  'upload.articleRequired',
  'upload.fileRequired',
  'upload.fileType',
  'upload.fileTooLarge',
  'upload.unzipTooLarge',
  'upload.tooManyItems',
  'upload.tooFewColumns',
  'upload.parseFailed',
  'upload.parseTimeout',
  'upload.encoding',
  'upload.empty',
  'upload.notFound',
  'upload.applied',
  'upload.itemRequired',
  'upload.busy',
  'upload.textTooLong',
  'upload.problem.emptyText',
  'upload.problem.itemTooLong',
  'upload.problem.translationTooLong',
  'upload.problem.cellTooLong',
  'upload.problem.badLangCode',
  'upload.problem.duplicate',
  'upload.problem.notInDictionary',
  'upload.problem.sentenceTooShort',
  'book.notFound',
  'book.forbidden',
  'book.reasonRequired',
  'book.notPending',
  'book.itemNotFound',
  'book.lastItem',
  'book.itemTooLong',
] as const;
export type ErrorKey = (typeof ERROR_KEYS)[number];
