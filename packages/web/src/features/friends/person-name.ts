/**
 * The one name of a person everywhere in the app (the personal center, user cards, chat, teams,
 * the circle, battles, mentors, the block list): their nickname, else "Learner #<id>" in the UI
 * language (an `account` string, in the public part of the strings, so every page has it). Never
 * phone digits: others would see them, and the same person would carry two names.
 */
import type { TFunction } from 'i18next';
import { nicknameOf } from '../account/profile';

export interface Named {
  id?: number | null;
  nickname?: string | null;
  phone?: string;
}

export function personName(user: Named | null | undefined, t: TFunction): string {
  if (!user) return '';
  return nicknameOf({ nickname: user.nickname ?? null, phone: user.phone }) ?? t('account.unnamed', { id: user.id ?? '' });
}
