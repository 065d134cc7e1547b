/** Pure helpers of the chat views: names, previews, share titles, the conversation target from the URL. */
import type { ChatMessage, ChatPeer, Conversation } from '@qfl/core';
import { personName } from '../friends/person-name';
import type { TFunction } from 'i18next';
import type { ChatTarget } from './api/chat';

type T = TFunction;

export function peerName(peer: ChatPeer | null | undefined, t: T): string {
  if (!peer) return '';
  return personName(peer, t);
}

/** A localized title of a shared book: the UI language, then English, then any. */
export function pickTitle(titles: Record<string, string>, lang: string): string {
  return titles[lang] ?? titles.en ?? Object.values(titles)[0] ?? '';
}

/** The word card's meaning in the reader's language when it has one. */
export function pickMeaning(meanings: Record<string, string>, langs: string[]): string {
  for (const l of langs) if (meanings[l]) return meanings[l] as string;
  return Object.values(meanings)[0] ?? '';
}

export function preview(message: ChatMessage | null, t: T, lang: string): string {
  if (!message) return t('chat.sayHello');
  if (message.ref?.kind === 'word') return t('chat.lastWord', { word: message.ref.headword });
  if (message.ref?.kind === 'book') return t('chat.lastBook', { title: pickTitle(message.ref.titles, lang) });
  return message.text;
}

export function conversationTitle(c: Conversation, t: T): string {
  return c.kind === 'team' ? (c.team?.name ?? t('chat.team')) : peerName(c.peer, t);
}

/** `?with=<id>` or `?team=<id>` of the chat page; null when neither is a positive id. */
export function targetFromParams(params: URLSearchParams): ChatTarget | null {
  const withId = Number(params.get('with'));
  if (params.has('with') && Number.isSafeInteger(withId) && withId > 0) return { withUserId: withId };
  const teamId = Number(params.get('team'));
  if (params.has('team') && Number.isSafeInteger(teamId) && teamId > 0) return { teamId };
  return null;
}

/** Messages by id, newest last: history pages, live arrivals and my pending ones together. */
export function mergeMessages(...lists: ChatMessage[][]): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const list of lists) for (const m of list) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** `HH:mm` today, else `MM-DD HH:mm`. */
export function shortTime(at: number, now = Date.now()): string {
  const d = new Date(at);
  const pad = (n: number) => String(n).padStart(2, '0');
  const hm = `${pad(d.getHours())}:${pad(d.getMinutes())}`;
  return new Date(now).toDateString() === d.toDateString() ? hm : `${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${hm}`;
}
