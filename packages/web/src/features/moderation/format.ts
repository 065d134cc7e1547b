/** How the admin pages name a person and a moment. */
import type { TFunction } from 'i18next';
import { currentLanguage } from '../../i18n';

export function personName(t: TFunction, person: { id: number; nickname: string | null }): string {
  return person.nickname ? `${person.nickname} (#${person.id})` : t('moderation.user', { id: person.id });
}

export function formatTime(ms: number): string {
  return new Date(ms).toLocaleString(currentLanguage(), { dateStyle: 'medium', timeStyle: 'short' });
}
