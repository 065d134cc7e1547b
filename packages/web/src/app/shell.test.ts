/** index.html's static shell speaks the same words as the login page it stands in for. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import en from '../i18n/locales/en.json';
import es from '../i18n/locales/es.json';
import ja from '../i18n/locales/ja.json';
import ko from '../i18n/locales/ko.json';
import zh from '../i18n/locales/zh.json';

const html = readFileSync(fileURLToPath(new URL('../../index.html', import.meta.url)), 'utf8');
const table = JSON.parse(/const S = (\{.*\});/.exec(html)?.[1] ?? 'null') as Record<string, Record<string, string>>;
const locales = { zh, en, ja, ko, es };

describe('static shell', () => {
  it('has the five UI languages', () => {
    expect(Object.keys(table).sort()).toEqual(Object.keys(locales).sort());
  });

  it.each(Object.entries(locales))('%s strings match the locale file', (lang, locale) => {
    const strings = table[lang] ?? {};
    expect(strings.title).toBe(locale.app.title);
    expect(strings.slogan).toBe(locale.app.slogan);
    for (const key of ['modePassword', 'modeCode', 'modeRegister', 'phone', 'password', 'submitLogin'] as const) {
      expect(strings[key], key).toBe(locale.login[key]);
    }
  });

  it('marks every translatable node of the zh markup with a known key', () => {
    const keys = [...html.matchAll(/data-s="(\w+)">([^<]*)</g)];
    expect(keys.length).toBeGreaterThan(5);
    for (const [, key, text] of keys) expect(table.zh?.[key as string], key).toBe(text);
  });
});
