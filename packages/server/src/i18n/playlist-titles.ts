/** Titles of the playlists that are not a book, in the five UI languages (a test checks all). */
import type { UiLang } from '@qfl/core';

export const PLAYLIST_TITLES: Readonly<Record<UiLang, { 'new-words': string; today: string }>> = {
  zh: { 'new-words': '生词本', today: '今日单词' },
  en: { 'new-words': 'New words', today: "Today's words" },
  ja: { 'new-words': '新出単語帳', today: '今日の単語' },
  ko: { 'new-words': '새 단어장', today: '오늘의 단어' },
  es: { 'new-words': 'Palabras nuevas', today: 'Palabras de hoy' },
};
