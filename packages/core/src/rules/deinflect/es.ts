/**
 * Spanish deinflection rules (see index.ts): regular verb endings (hablé → hablar, comíamos →
 * comer), plural and feminine forms of nouns and adjectives (casas → casa, bonitas → bonito,
 * canciones → canción) and enclitic pronouns (dámelo → da → dar, decírselo → decir, dime → di).
 * Irregular forms (fui, tengo, sé, di) are not guessed here: the content build lists them as
 * `lemma` keys of their infinitive, and a candidate such as `di` finds them through those keys.
 */

type Conj = 'ar' | 'er' | 'ir';

/** Regular endings per conjugation: the written ending after the stem. */
const ENDINGS: Record<Conj, string[]> = {
  ar: [
    ...['o', 'as', 'a', 'amos', 'áis', 'an'],
    ...['é', 'aste', 'ó', 'asteis', 'aron'],
    ...['aba', 'abas', 'ábamos', 'abais', 'aban'],
    ...['aré', 'arás', 'ará', 'aremos', 'aréis', 'arán'],
    ...['aría', 'arías', 'aríamos', 'aríais', 'arían'],
    ...['e', 'es', 'emos', 'éis', 'en'],
    ...['ara', 'aras', 'áramos', 'arais', 'aran', 'ase', 'ases', 'ásemos', 'aseis', 'asen'],
    ...['ad', 'ando', 'ado', 'ada', 'ados', 'adas'],
  ],
  er: [
    ...['o', 'es', 'e', 'emos', 'éis', 'en'],
    ...['í', 'iste', 'ió', 'imos', 'isteis', 'ieron'],
    ...['ía', 'ías', 'íamos', 'íais', 'ían'],
    ...['eré', 'erás', 'erá', 'eremos', 'eréis', 'erán'],
    ...['ería', 'erías', 'eríamos', 'eríais', 'erían'],
    ...['a', 'as', 'amos', 'áis', 'an'],
    ...['iera', 'ieras', 'iéramos', 'ierais', 'ieran', 'iese', 'ieses', 'iésemos', 'ieseis', 'iesen'],
    ...['ed', 'iendo', 'ido', 'ida', 'idos', 'idas'],
  ],
  ir: [
    ...['o', 'es', 'e', 'imos', 'ís', 'en'],
    ...['í', 'iste', 'ió', 'isteis', 'ieron'],
    ...['ía', 'ías', 'íamos', 'íais', 'ían'],
    ...['iré', 'irás', 'irá', 'iremos', 'iréis', 'irán'],
    ...['iría', 'irías', 'iríamos', 'iríais', 'irían'],
    ...['a', 'as', 'amos', 'áis', 'an'],
    ...['iera', 'ieras', 'iéramos', 'ierais', 'ieran', 'iese', 'ieses', 'iésemos', 'ieseis', 'iesen'],
    ...['id', 'iendo', 'ido', 'ida', 'idos', 'idas'],
  ],
};

/** [ending, infinitive suffix], longest ending first. */
const VERB_RULES: [string, Conj][] = (Object.entries(ENDINGS) as [Conj, string[]][])
  .flatMap(([conj, ends]) => [...new Set(ends)].map((e): [string, Conj] => [e, conj]))
  .sort((a, b) => b[0].length - a[0].length);

/** Spelling changes before -e/-é: busqué → buscar, llegué → llegar, empecé → empezar, averigüé → averiguar. */
const STEM_SPELLING: [string, string][] = [
  ['qu', 'c'],
  ['gu', 'g'],
  ['c', 'z'],
  ['gü', 'gu'],
];

const CLITICS = ['me', 'te', 'se', 'nos', 'os', 'lo', 'la', 'los', 'las', 'le', 'les'];
/** One-syllable imperatives, which take clitics without a written accent (dime, hazlo, ponte). */
const SHORT_IMPERATIVES = new Set(['di', 'haz', 'pon', 'ten', 'ven', 'sal', 've', 'sé', 'da', 'dé', 'oye']);
const ACUTE: Record<string, string> = { á: 'a', é: 'e', í: 'i', ó: 'o', ú: 'u' };
const ADD_ACUTE: Record<string, string> = { a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ú' };

/** Removes acute accents only (ñ and ü stay). */
export function stripAcute(s: string): string {
  return s.replace(/[áéíóú]/g, (c) => ACUTE[c] ?? c);
}

const VOWEL = /[aeiouáéíóú]/;

function verbCandidates(w: string, out: string[]): void {
  for (const [end, conj] of VERB_RULES) {
    if (!w.endsWith(end) || w.length - end.length < 1) continue;
    const stem = w.slice(0, -end.length);
    if (!VOWEL.test(stem) && stem.length > 1) continue;
    out.push(stem + conj);
    if (end.startsWith('e') || end.startsWith('é')) {
      for (const [from, to] of STEM_SPELLING) if (stem.endsWith(from)) out.push(stem.slice(0, -from.length) + to + conj);
    }
  }
}

function nominalCandidates(w: string, out: string[]): void {
  if (w.length < 3) return;
  if (w.endsWith('ces')) out.push(`${w.slice(0, -3)}z`);
  if (w.endsWith('es')) {
    const stem = w.slice(0, -2);
    // canciones → canción, ingleses → inglés, jardines → jardín: the singular carries the accent.
    const m = /([aeiou])([ns])$/.exec(stem);
    if (m?.[1] && m[2] && !/[áéíóú]/.test(stem)) out.push(stem.slice(0, -2) + ADD_ACUTE[m[1]] + m[2]);
    out.push(stem);
    // jóvenes → joven, exámenes → examen: the plural's accent moves away in the singular.
    if (/[áéíóú]/.test(stem)) out.push(stripAcute(stem));
  }
  if (w.endsWith('s')) out.push(w.slice(0, -1));
  const sing = w.endsWith('s') ? w.slice(0, -1) : w;
  if (sing.endsWith('a')) out.push(`${sing.slice(0, -1)}o`);
  if (sing.endsWith('ora')) out.push(sing.slice(0, -1));
}

/** Bases left once enclitic pronouns are removed: dámelo → dá → da, decírselo → decír → decir. */
function cliticBases(w: string): string[] {
  const out: string[] = [];
  for (const a of CLITICS) {
    if (!w.endsWith(a)) continue;
    const one = w.slice(0, -a.length);
    out.push(one);
    for (const b of CLITICS) if (one.endsWith(b) && !(a === 'se' && b === 'se')) out.push(one.slice(0, -b.length));
  }
  const bases: string[] = [];
  for (const raw of out) {
    const accented = /[áéíóú]/.test(raw);
    const plain = stripAcute(raw);
    // A verb form takes clitics: infinitive, gerund, or an imperative (accented when the stress
    // would otherwise move, or one of the short ones: di, haz, pon, ven, da).
    const ok = /(ar|er|ir|ír|ndo)$/.test(plain) || accented || SHORT_IMPERATIVES.has(raw);
    if (!ok || plain.length < 2) continue;
    bases.push(plain);
    // vámonos → vamos, sentaos → sentad.
    if (w.endsWith('nos')) bases.push(`${plain}s`);
    if (w.endsWith('os') && !w.endsWith('nos') && !w.endsWith('los')) bases.push(`${plain}d`);
  }
  return bases;
}

const REFLEXIVE = new Set(['me', 'te', 'se', 'nos', 'os']);

/**
 * Phrases: the first word's dictionary forms with the rest kept (echó de menos → echar de menos), a
 * reflexive pronoun folded into the verb (se da cuenta → darse cuenta), and last the first word
 * alone (hay que → hay, a key of haber, whose article has the sense), the word after a
 * pronoun (me gusta → gustar) and the rest of the phrase (estar de acuerdo → de acuerdo).
 */
function phraseCandidates(words: string[]): string[] {
  const [first = '', ...rest] = words;
  const out: string[] = [];
  for (const c of deinflectWord(first)) out.push([c, ...rest].join(' '));
  const [second = '', ...tail] = rest;
  if (REFLEXIVE.has(first) && second && tail.length > 0) {
    for (const c of [second, ...deinflectWord(second)]) if (/(ar|er|ir)$/.test(c)) out.push([`${c}se`, ...tail].join(' '));
  }
  if (first.length >= 3) out.push(first, ...deinflectWord(first));
  // me gusta → gustar; estar de acuerdo → de acuerdo; tener miedo → miedo.
  if (REFLEXIVE.has(first) && second) out.push(second, ...deinflectWord(second));
  const tailPhrase = rest.join(' ');
  if (tailPhrase.length >= 4) out.push(tailPhrase);
  return out;
}

export function deinflectSpanish(text: string): string[] {
  const w = text.trim().toLowerCase();
  if (w.length < 2) return [];
  const words = w.split(/\s+/);
  if (words.length > 4) return [];
  const out = words.length > 1 ? phraseCandidates(words) : deinflectWord(w);
  // A stray written accent (fuí, bién): the word without it, last.
  if (w.length >= 3 && /[áéíóú]/.test(w)) out.push(stripAcute(w));
  return [...new Set(out)].filter((c) => c !== w && c.length >= 2);
}

function deinflectWord(w: string): string[] {
  if (w.length < 2) return [];
  const out: string[] = [];
  nominalCandidates(w, out);
  verbCandidates(w, out);
  for (const base of cliticBases(w)) {
    out.push(base);
    verbCandidates(base, out);
  }
  return [...new Set(out)].filter((c) => c !== w && c.length >= 2);
}
