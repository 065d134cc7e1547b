/**
 * Tatoeba example sentences for Japanese entries, by surface matching: every entry gets its
 * written forms and the first kana of its common conjugations (食べる: 食べる 食べた 食べて 食べま
 * 食べな…; 高い: 高い 高く 高か 高け 高さ; then the kana spellings of usually-kana and common
 * words, where no written form claimed the same string), each sentence is read
 * left to right taking the longest form at each position (so 先生 wins over 先), and a form shared
 * by several entries goes to the most frequent one. Short sentences first (the file is roughly
 * sorted by length); at most MAX_EXAMPLES per entry.
 */
import type { SentencePair } from '../sources/tatoeba.js';
import type { EntryRecord } from '../types.js';

export const MAX_EXAMPLES = 2;
/** Longer sentences make poor examples. */
const MAX_SENTENCE = 80;
const MAX_FORM = 12;
const HAS_KANJI = /\p{Script=Han}/u;

/** Godan ending → its a, i, e, o-row kana and te/ta stem. */
const GODAN: Record<string, string[]> = {
  う: ['わ', 'い', 'え', 'お', 'っ'],
  く: ['か', 'き', 'け', 'こ', 'い'],
  ぐ: ['が', 'ぎ', 'げ', 'ご', 'い'],
  す: ['さ', 'し', 'せ', 'そ', 'し'],
  つ: ['た', 'ち', 'て', 'と', 'っ'],
  ぬ: ['な', 'に', 'ね', 'の', 'ん'],
  ぶ: ['ば', 'び', 'べ', 'ぼ', 'ん'],
  む: ['ま', 'み', 'め', 'も', 'ん'],
  る: ['ら', 'り', 'れ', 'ろ', 'っ'],
};

/** Surface forms a sentence may show `word` in, given its conjugation class. */
export function surfaceForms(word: string, rules: string): string[] {
  const out = [word];
  if (rules === 'v1' && word.endsWith('る')) {
    const s = word.slice(0, -1);
    for (const e of ['た', 'て', 'ま', 'な', 'られ', 'させ', 'よう', 'れば', 'ろ']) out.push(s + e);
  } else if (rules === 'v5' && word.length >= 2) {
    const s = word.slice(0, -1);
    const row = GODAN[word.slice(-1)];
    if (row) {
      const [a, i, e, o, t] = row;
      out.push(`${s}${a}な`, `${s}${a}れ`, `${s}${a}せ`, `${s}${i}ま`, `${s}${i}た`, `${s}${e}る`, `${s}${e}ば`, `${s}${o}う`);
      if (word === '行く' || word === 'いく') out.push(`${s}って`, `${s}った`);
      else if (t)
        out.push(
          `${s}${t}${'ぐぬぶむ'.includes(word.slice(-1)) ? 'で' : 'て'}`,
          `${s}${t}${'ぐぬぶむ'.includes(word.slice(-1)) ? 'だ' : 'た'}`,
        );
    }
  } else if (rules === 'adj-i' && word.endsWith('い') && word.length >= 2) {
    const s = word.slice(0, -1);
    for (const e of ['く', 'かっ', 'けれ', 'さ', 'そう']) out.push(s + e);
  } else if (rules === 'vk' && word.endsWith('来る')) {
    const s = word.slice(0, -2);
    for (const e of ['来た', '来て', '来ま', '来な', '来られ', '来よう']) out.push(s + e);
  } else if (rules === 'vs' && word.endsWith('する')) {
    const s = word.slice(0, -2);
    if (s) out.push(s);
    else out.push('した', 'して', 'しま', 'しな', 'させ', 'される', 'しよう');
  }
  return out;
}

export interface ExampleSource {
  entry: EntryRecord;
  rules: string;
  /** Kana spellings to match too (the reading of usually-kana and of common words). */
  kana: string[];
}

/** Entries this frequent may match by a two-kana form (もう, ここ); rarer ones need three kana or a kanji. */
const SHORT_KANA_RANK = 5000;

/**
 * Attaches up to MAX_EXAMPLES sentences to the entries (sources most frequent first); returns how
 * many sentences matched each entry, a usage count for words no frequency list ranks.
 */
export function attachExamples(sources: ExampleSource[], pairs: SentencePair[]): Map<EntryRecord, number> {
  // Form → the most frequent entry written that way.
  const byForm = new Map<string, EntryRecord>();
  const add = (form: string, e: EntryRecord): void => {
    if (form.length === 0 || form.length > MAX_FORM || byForm.has(form)) return;
    // One or two kana alone match inside too many other words.
    if (!HAS_KANJI.test(form) && form.length < (e.freqRank !== null && e.freqRank <= SHORT_KANA_RANK ? 2 : 3)) return;
    byForm.set(form, e);
  };
  // Written forms first, then kana spellings (a kana form only goes where no written form is).
  for (const s of sources) for (const f of surfaceForms(s.entry.headword, s.rules)) add(f, s.entry);
  for (const s of sources) for (const k of s.kana) for (const f of surfaceForms(k, s.rules)) add(f, s.entry);
  const counts = new Map<EntryRecord, number>();
  for (const p of pairs) {
    if (p.text.length > MAX_SENTENCE) continue;
    const t = p.text;
    const hit = new Set<EntryRecord>();
    for (let i = 0; i < t.length; ) {
      let len = 0;
      let found: EntryRecord | undefined;
      for (let l = Math.min(MAX_FORM, t.length - i); l >= 1; l--) {
        found = byForm.get(t.slice(i, i + l));
        if (found) {
          len = l;
          break;
        }
      }
      if (found) hit.add(found);
      i += len || 1;
    }
    for (const e of hit) {
      counts.set(e, (counts.get(e) ?? 0) + 1);
      if (e.examples.length < MAX_EXAMPLES) e.examples.push({ text: t, translation: p.en, translationLang: 'en' });
    }
  }
  return counts;
}
