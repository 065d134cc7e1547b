import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en.json';
import zh from '../../i18n/locales/zh.json';
import { personName } from './person-name';

const tIn = (messages: { account: { unnamed: string } }) =>
  ((key: string, o: { id: number | string }) =>
    key === 'account.unnamed' ? messages.account.unnamed.replace('{{id}}', String(o.id)) : key) as unknown as TFunction;

describe('one name per person', () => {
  it('is the nickname when there is one', () => {
    expect(personName({ id: 7, nickname: ' Mia ' }, tIn(en))).toBe('Mia');
  });

  it('is "Learner #id" without one, the same for the person and for others, and never phone digits', () => {
    expect(personName({ id: 2, nickname: null, phone: '134****9503' }, tIn(zh))).toBe('学习者 #2');
    expect(personName({ id: 2, nickname: '' }, tIn(zh))).toBe('学习者 #2');
    expect(personName({ id: 2, nickname: '134****9503' }, tIn(en))).toBe('Learner #2');
    expect(personName(null, tIn(en))).toBe('');
  });
});
