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
