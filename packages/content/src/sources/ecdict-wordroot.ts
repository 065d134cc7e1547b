/** ECDICT `wordroot.txt`: English roots and affixes (JSON) with meanings and example words. */

export interface WordRoot {
  root: string;
  meaning: string;
  kind: string;
  origin: string;
  examples: string[];
}

interface RawRoot {
  meaning?: unknown;
  class?: unknown;
  origin?: unknown;
  example?: unknown;
}

const s = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

export function parseWordRoots(text: string): WordRoot[] {
  const raw = JSON.parse(text) as Record<string, RawRoot>;
  return Object.entries(raw).map(([root, r]) => ({
    root,
    meaning: s(r.meaning),
    kind: s(r.class),
    origin: s(r.origin),
    examples: Array.isArray(r.example) ? r.example.filter((e): e is string => typeof e === 'string') : [],
  }));
}

/** `hom (root, Latin): man, human` */
export function formatRoot(r: WordRoot): string {
  const tags = [r.kind, r.origin].filter(Boolean).join(', ');
  return `${r.root}${tags ? ` (${tags})` : ''}${r.meaning ? `: ${r.meaning}` : ''}`;
}

/** Index: lower-cased example word → formatted roots it is built from. */
export function indexWordRoots(roots: WordRoot[]): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const r of roots) {
    const label = formatRoot(r);
    for (const ex of r.examples) {
      const k = ex.toLowerCase();
      const list = map.get(k) ?? [];
      if (!list.includes(label)) list.push(label);
      map.set(k, list);
    }
  }
  return map;
}
