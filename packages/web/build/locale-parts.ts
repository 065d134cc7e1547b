/**
 * The UI strings in parts, so that no page carries strings it does not show:
 *   - `base`: the public pages (sign-in, sign-up, password reset, 404, the offline modal, page
 *     placeholders and errors): in the entry for zh, and the first thing loaded for the others;
 *   - `main`: the signed-in shell, the study tab and the study features;
 *   - `more`: every other top-level key (the social area, and anything added later), loaded by
 *     the pages that are not in `main`'s list of users (lazy-page.tsx `strings`).
 * Source files stay one JSON per language (src/i18n/locales/<lang>.json); this plugin serves
 * `virtual:locale/<lang>-<part>` (each a JSON.parse of a string literal) and
 * `virtual:locale-loaders` (an `import()` per language and part).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { LOCALE_PARTS, type LocalePart, partOf } from '../src/i18n/parts';

const LANGS = ['zh', 'en', 'ja', 'ko', 'es'] as const;
const PREFIX = 'virtual:locale/';
const LOADERS = 'virtual:locale-loaders';

export function localeParts(localesDir: string): Plugin {
  return {
    name: 'qfl-locale-parts',
    enforce: 'pre',
    resolveId(id) {
      if (id === LOADERS || id.startsWith(PREFIX)) return `\0${id}`;
      return null;
    },
    load(id) {
      if (id === `\0${LOADERS}`) {
        // The ids are written with JSON.stringify: generated code, not an import of this file.
        const load = (lang: string, part: string) => `() => import(${JSON.stringify(`${PREFIX}${lang}-${part}`)})`;
        const rows = LANGS.map((lang) => `  ${lang}: {${LOCALE_PARTS.map((part) => ` ${part}: ${load(lang, part)}`).join(',')} },`);
        return `export default {\n${rows.join('\n')}\n};\n`;
      }
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const [lang, part] = id.slice(PREFIX.length + 1).split('-') as [string, LocalePart];
      if (!(LANGS as readonly string[]).includes(lang) || !LOCALE_PARTS.includes(part)) this.error(`unknown locale part ${id}`);
      const file = join(localesDir, `${lang}.json`);
      this.addWatchFile(file);
      const all = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      const picked = Object.fromEntries(Object.entries(all).filter(([key]) => partOf(key) === part));
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(picked))});\n`;
    },
  };
}
