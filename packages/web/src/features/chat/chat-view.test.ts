import type { ChatMessage } from '@qfl/core';
import { describe, expect, it } from 'vitest';
import { mergeMessages, pickMeaning, pickTitle, targetFromParams } from './chat-view';

const msg = (id: number, text = `m${id}`): ChatMessage => ({
  id,
  conv: 'u:1:2',
  senderId: 1,
  toUserId: 2,
  teamId: null,
  kind: 'text',
  text,
  ref: null,
  clientId: null,
  createdAt: id,
});

describe('chat view helpers', () => {
  it('reads the target from the URL, refusing anything but positive ids', () => {
    expect(targetFromParams(new URLSearchParams('with=7'))).toEqual({ withUserId: 7 });
    expect(targetFromParams(new URLSearchParams('team=3'))).toEqual({ teamId: 3 });
    expect(targetFromParams(new URLSearchParams('with=-1'))).toBeNull();
    expect(targetFromParams(new URLSearchParams('with=abc'))).toBeNull();
    expect(targetFromParams(new URLSearchParams(''))).toBeNull();
  });

  it('merges pages and live arrivals by id, oldest first, without duplicates', () => {
    const merged = mergeMessages([msg(5), msg(4)], [msg(3)], [msg(5, 'live'), msg(6)]);
    expect(merged.map((m) => m.id)).toEqual([3, 4, 5, 6]);
    expect(merged.find((m) => m.id === 5)?.text).toBe('live');
  });

  it("picks a book title and a word meaning in the reader's language first", () => {
    expect(pickTitle({ en: 'Words', zh: '单词' }, 'zh')).toBe('单词');
    expect(pickTitle({ en: 'Words' }, 'ja')).toBe('Words');
    expect(pickTitle({ ko: '단어' }, 'ja')).toBe('단어');
    expect(pickMeaning({ en: 'apple', zh: '苹果' }, ['zh', 'en'])).toBe('苹果');
    expect(pickMeaning({ en: 'apple' }, ['ja', 'en'])).toBe('apple');
  });
});
