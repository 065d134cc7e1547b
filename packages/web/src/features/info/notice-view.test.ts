/** Every notice kind reads from its payload and leads to its page; unknown kinds read as a generic notice. */
import type { Notice } from '@qfl/core';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en.json';
import { noticeView } from './notice-view';

/** English texts with {{params}} filled in, as i18next does. */
const t = ((key: string, params: Record<string, unknown> = {}) => {
  const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], en);
  if (typeof text !== 'string') throw new Error(`missing ${key}`);
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name]));
}) as unknown as TFunction;

const notice = (kind: string, payload: Record<string, unknown> = {}, refId: string | null = null): Notice => ({
  id: 1,
  kind,
  actor: { id: 7, nickname: 'Ann', avatarUrl: null },
  refId,
  payload,
  read: false,
  createdAt: 0,
  requestStatus: null,
});

describe('noticeView', () => {
  it('words each kind from its payload and links where it belongs', () => {
    expect(noticeView(notice('friend_request', { message: 'hi' }, '3'), t, 'en', 'Ann')).toEqual({
      text: 'Ann wants to be your friend',
      detail: 'hi',
      to: '/pages/social/user?id=7',
    });
    expect(noticeView(notice('team_invite', { teamName: 'Owls', teamId: 12 }, '40'), t, 'en', 'Ann')).toMatchObject({
      text: 'Ann invited you to the team Owls',
      to: '/pages/social/teams', // the team page is for members; the invite is answered on my teams
    });
    expect(noticeView(notice('battle_invite', { code: 'AB12CD', lang: 'ja', level: 4 }, 'AB12CD'), t, 'en', 'Ann')).toMatchObject({
      text: 'Ann invites you to a vocabulary battle',
      detail: `${en.langs.ja} · level 4`,
      to: '/pages/battle/index?code=AB12CD',
    });
    expect(
      noticeView(notice('book_review', { decision: 'reject', reason: 'Row 3', titles: { zh: '书', en: 'Book' } }, '5'), t, 'en', ''),
    ).toEqual({ text: 'Your book “Book” was not approved', detail: 'Row 3', to: '/pages/upload-dictionary/mine' });
    expect(noticeView(notice('book_review', { decision: 'approve', titles: { zh: '书' } }), t, 'es', '').text).toBe(
      'Your book “书” was approved and is public now',
    );
    expect(noticeView(notice('mentor_link', { relation: 'parent' }), t, 'en', 'Ann')).toMatchObject({
      text: 'Ann is now linked with you as parent',
      to: '/pages/social/mentors',
    });
    expect(noticeView(notice('something_new'), t, 'en', 'Ann')).toEqual({ text: 'New notice', detail: null, to: null });
  });
});
