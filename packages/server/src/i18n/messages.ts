/** Server messages in the five UI languages, picked from the request's language. */
import { DEFAULT_UI_LANG, type ErrorKey, UI_LANGS, type UiLang } from '@qfl/core';
import { languageNegotiator } from './accept-language.js';
import en from './messages/en.json' with { type: 'json' };
import es from './messages/es.json' with { type: 'json' };
import ja from './messages/ja.json' with { type: 'json' };
import ko from './messages/ko.json' with { type: 'json' };
import zh from './messages/zh.json' with { type: 'json' };

type Catalogue = Record<ErrorKey, string>;
export const catalogues: Record<UiLang, Catalogue> = { zh, en, ja, ko, es };

export function translate(lang: UiLang, key: ErrorKey, params: Record<string, string | number> = {}): string {
  const template = catalogues[lang][key] ?? catalogues[DEFAULT_UI_LANG][key] ?? key;
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));
}

/** The best supported UI language of an Accept-Language header by quality (e.g. "ja-JP,ja;q=0.9"), else zh. */
export const pickLang: (header: string | undefined) => UiLang = languageNegotiator(UI_LANGS, DEFAULT_UI_LANG);
