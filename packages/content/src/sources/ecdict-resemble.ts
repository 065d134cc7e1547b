/** ECDICT `resemble.txt`: groups of easily confused English words with a Chinese note. */
import type { Confusing } from '../types.js';

/** `% quite, rather, pretty, fairly` starts a group; the lines after it are the note. */
export function parseResemble(text: string): Confusing[] {
  const out: Confusing[] = [];
  let cur: Confusing | null = null;
  const lines: string[] = [];
  const flush = (): void => {
    if (cur) {
      cur.note = lines.join('\n').trim();
      if (cur.words.length > 1) out.push(cur);
    }
    lines.length = 0;
  };
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trimEnd();
    if (line.startsWith('%')) {
      flush();
      const words = line
        .slice(1)
        .split(',')
        .map((w) => w.trim())
        .filter(Boolean);
      cur = { words, note: '' };
    } else if (cur && line.trim()) lines.push(line.trim());
  }
  flush();
  return out;
}

/** Index: lower-cased word → the groups it belongs to. */
export function indexResemble(groups: Confusing[]): Map<string, Confusing[]> {
  const map = new Map<string, Confusing[]>();
  for (const g of groups) {
    for (const w of g.words) {
      const k = w.toLowerCase();
      const list = map.get(k) ?? [];
      list.push(g);
      map.set(k, list);
    }
  }
  return map;
}
