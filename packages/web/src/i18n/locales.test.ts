/** Every language must carry every zh key, non-empty, with the same {{placeholders}}. */
import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import es from './locales/es.json';
import ja from './locales/ja.json';
import ko from './locales/ko.json';
import zh from './locales/zh.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();
}

const source = flatten(zh);
const others: Record<string, Tree> = { en, ja, ko, es };

describe('locales', () => {
  it('zh has no empty values', () => {
    for (const [key, value] of source) expect(value.trim(), key).not.toBe('');
  });

  for (const [lang, tree] of Object.entries(others)) {
    describe(lang, () => {
      const flat = flatten(tree);

      it('has every zh key with a non-empty value', () => {
        const missing = [...source.keys()].filter((key) => !flat.get(key)?.trim());
        expect(missing).toEqual([]);
      });

      it('has no keys that zh lacks', () => {
        const extra = [...flat.keys()].filter((key) => !source.has(key));
        expect(extra).toEqual([]);
      });

      it('uses the same {{placeholders}} as zh', () => {
        const differing = [...source].filter(([key, value]) => {
          const other = flat.get(key);
          return other !== undefined && placeholders(other).join() !== placeholders(value).join();
        });
        expect(differing.map(([key]) => key)).toEqual([]);
      });
    });
  }
});
