/** Option lists of the identity settings, with typed translation keys. */
import { IDENTITIES, type Identity, LANGS, type Lang, LEVELS } from '@qfl/core';
import type { Messages } from '../../i18n';

type LevelKey = keyof Messages['levels'];

/** Translation key of a level's name and description (levels run 1-20, keys l1-l20). */
export function levelKey(level: number): LevelKey {
  return `l${level}` as LevelKey;
}

export const identityOptions: readonly Identity[] = IDENTITIES;
export const languageOptions: readonly Lang[] = LANGS;
export const levelOptions: readonly number[] = LEVELS;

/** Native and learning language must differ: learning the language one already speaks is a slip. */
export function sameLanguage(nativeLang: Lang | null, learningLang: Lang | null): boolean {
  return nativeLang !== null && nativeLang === learningLang;
}
