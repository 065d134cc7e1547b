/**
 * Which part of the UI strings each top-level key of the locale files belongs to (see
 * build/locale-parts.ts): `base` for the public pages (in the entry for zh), `social` for the
 * social area, `main` for everything else (the signed-in shell, the study tab and the study
 * features; a new top-level key lands there unless listed).
 */
export const LOCALE_PARTS = ['base', 'main', 'social'] as const;
export type LocalePart = (typeof LOCALE_PARTS)[number];

const BASE = [
  'account',
  'app',
  'auth',
  'common',
  'confirm',
  'endonyms',
  'langs',
  'login',
  'network',
  'notFound',
  'page',
  'uiLang',
  'uploadErrors',
];

const SOCIAL = [
  'blacklist',
  'chat',
  'circle',
  'emoji',
  'friends',
  'info',
  'location',
  'mentors',
  'moderation',
  'news',
  'notifications',
  'reports',
  'social',
  'teams',
];

export function partOf(key: string): LocalePart {
  if (BASE.includes(key)) return 'base';
  if (SOCIAL.includes(key)) return 'social';
  return 'main';
}
