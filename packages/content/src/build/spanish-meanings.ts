/**
 * English meanings of Spanish entries from the Wiktionary extract: senses ordered so the part of
 * speech the word is mostly used as comes first (comer: verb before noun), the first meaning a
 * plain core sense (not "(chess) …" or "(Mexico, vulgar) …"), form-of glosses left out. Also
 * repairs FreeDict glosses whose spaces were lost upstream (beableto → be able to).
 */
import type { StarDictSense } from '../sources/stardict.js';

/** es-frequency part of speech → Wiktionary part of speech. */
const POS_OF: Record<string, string[]> = {
  v: ['verb'],
  n: ['noun'],
  adj: ['adj'],
  adv: ['adv'],
  prep: ['prep', 'prep_phrase'],
  conj: ['conj'],
  pron: ['pron'],
  interj: ['intj'],
  num: ['num'],
  determiner: ['det', 'article'],
  art: ['article', 'det'],
  prop: ['name'],
  phrase: ['phrase'],
};

/**
 * Specialist fields: a gloss labelled with one comes first only when no plain gloss does
 * (comer: "to eat" before "(chess) to capture a piece"). Other lowercase labels, such as
 * "(transport) station", "(food) dough" or "(transitive)", only clarify a core sense.
 */
const FIELD_LABELS = new Set(
  [
    'chess|card games|board games|games|nautical|law|legal|sports|soccer|football|baseball|basketball|tennis',
    'music|medicine|pathology|chemistry|organic chemistry|inorganic chemistry|biochemistry|physics',
    'mathematics|geometry|linear algebra|computing|programming|grammar|linguistics|bullfighting|heraldry',
    'military|finance|economics|religion|mythology|psychoanalysis|psychology|philosophy|politics',
    'astronomy|astrology|geology|mineralogy|architecture|pharmacology|surgery|cytology|genetics|agriculture',
    'rhetoric|folklore|history|geography|mycology|paleontology|neurology|printing|typography|photography',
    'electricity|telephony|theater|theatre|television|film|poetry|prosody|fencing|hunting|equestrianism',
    'entomology|ichthyology|ornithology|anatomy of animals|carpentry|masonry|mining|statistics|logic|orthography',
  ]
    .join('|')
    .split('|'),
);
/** Labels that qualify rather than restrict: (especially Latin America), (usually in the plural). */
const QUALIFIER = /^(?:especially|chiefly|mainly|mostly|usually|often|also|sometimes|in|of|with|about|after|before|including)\b/;
/** Registers: a gloss with one of these (or a capitalised region: Mexico, Spain) comes first last. */
const REGISTER_LABELS = new Set([
  'obsolete',
  'archaic',
  'dated',
  'rare',
  'vulgar',
  'slang',
  'derogatory',
  'offensive',
  'pejorative',
  'euphemistic',
  'humorous',
  'ironic',
  'historical',
  'poetic',
  'literary',
  'neologism',
  'nonstandard',
  'dialectal',
  'figuratively',
  'figurative',
  'by extension',
  'ethnic slur',
  'internet slang',
  'leet',
  'vesre',
  'simile',
  'numeronym',
  'childish',
  'euphemism',
]);

/** 0: a plain or qualifying label; 1: a specialist field (chess, law); 2: a region or register. */
function labelTier(label: string): number {
  const l = label.toLowerCase();
  if (QUALIFIER.test(l)) return 0;
  if (/^[A-Z]/.test(label) || REGISTER_LABELS.has(l)) return 2;
  return FIELD_LABELS.has(l) ? 1 : 0;
}

/** Glosses that point at another word instead of giving a meaning. */
const FORM_OF =
  /^(?:(?:\([^)]*\)\s*)?(?:alternative|obsolete|archaic|nonstandard|misspelling|eye dialect|rare|dated|informal|superseded|pronunciation spelling)?\s*(?:letter-case |spelling |)form of|.*\bcombined with (?:me|te|se|nos|os|lo|la|los|las|le|les)\b.* of |(?:feminine|masculine|plural|singular|feminine plural|masculine plural|feminine singular)(?: form)? of |(?:first|second|third)-person [^;]* of \S+$|(?:gerund|past participle|infinitive) of |misspelling of )/i;

export function isFormOf(gloss: string): boolean {
  return FORM_OF.test(gloss);
}

/** `(transitive, chess) to capture` → labels [transitive, chess], text `to capture`. */
export function splitLabels(gloss: string): { labels: string[]; text: string } {
  const m = /^\(([^)]*)\)\s*/.exec(gloss);
  if (!m) return { labels: [], text: gloss };
  return {
    labels: (m[1] ?? '')
      .split(/,\s*/)
      .map((l) => l.trim())
      .filter(Boolean),
    text: gloss.slice(m[0].length),
  };
}

/** How fit a gloss is to come first (see labelTier), and its text without plain labels. */
function glossTier(gloss: string): { tier: number; text: string } {
  const { labels, text } = splitLabels(gloss);
  // A gloss labelled with many fields is a general one: (mathematics, art, electricity) line.
  const tiers = labels.map(labelTier);
  const tier = tiers.length >= 3 && !tiers.includes(2) ? 0 : Math.max(0, ...tiers);
  return { tier, text: tier === 0 && text ? text : gloss };
}

const LAST_POS = new Set(['character', 'symbol', 'abbrev', 'name']);
const LETTER_NAME = /\b(?:name of the (?:latin-script )?letter|letter of the spanish alphabet|the greek letter)\b/i;

/** Senses with the usual part of speech first, then the others in article order. */
export function orderSenses(senses: StarDictSense[], usualPos: string | null): StarDictSense[] {
  const want = (usualPos && POS_OF[usualPos]) || [];
  // Letters, symbols and names last: a is "to" before "the first letter of the alphabet".
  const tier = (s: StarDictSense): number =>
    want.includes(s.pos) ? 0 : LAST_POS.has(s.pos) || s.glosses.every((g) => LETTER_NAME.test(g)) ? 2 : 1;
  return senses
    .map((s, i) => ({ s, i, t: tier(s) }))
    .sort((a, b) => a.t - b.t || a.i - b.i)
    .map((x) => x.s);
}

/**
 * Meanings in display order: the core gloss first (the usual part of speech's first plain gloss,
 * else its first specialist one, else the same over the whole article, else the first gloss),
 * then the other glosses in order, at most `max`.
 */
export function spanishMeanings(senses: StarDictSense[], usualPos: string | null, max = 8): string[] {
  const ordered = orderSenses(senses, usualPos);
  const all = ordered.flatMap((s) => s.glosses).filter((g) => !isFormOf(g));
  if (all.length === 0) return [];
  // A plain gloss, looked for in this order: the usual part of speech's first gloss, the other
  // parts' first glosses when that one is marked (loco: "(derogatory) a crazy person" gives way
  // to the adjective's "crazy"), then the usual part's other glosses, then its field-labelled
  // ones ("(astronomy) asteroid"), then the same over the whole article.
  const firstOf = (pool: string[]): string | undefined => pool.find((g) => !isFormOf(g));
  const head = ordered.map((s) => firstOf(s.glosses)).filter((g): g is string => g !== undefined);
  const primary = ordered[0]?.glosses ?? [];
  let firstIdx = -1;
  let first: string | null = null;
  const pick = (g: string, text: string): void => {
    first = text;
    firstIdx = all.indexOf(g);
  };
  const plain = (pool: string[]): string | undefined => pool.find((x) => !isFormOf(x) && glossTier(x).tier === 0);
  const best = (pool: string[]): string | undefined =>
    pool.filter((x) => !isFormOf(x) && glossTier(x).tier < 2).sort((x, y) => glossTier(x).tier - glossTier(y).tier)[0];
  // Other parts of speech only displace a register- or region-marked first gloss, not "(chess) …".
  const marked = head[0] !== undefined && glossTier(head[0]).tier === 2;
  const steps: [string[], (pool: string[]) => string | undefined][] = [
    [head.slice(0, 1), plain],
    [marked ? head.slice(1) : [], plain],
    [primary, plain],
    [primary, best],
    [all, plain],
    [all, best],
  ];
  for (const [pool, find] of steps) {
    const g = find(pool);
    if (g) {
      pick(g, glossTier(g).text);
      break;
    }
  }
  const out: string[] = [];
  if (first) out.push(first);
  all.forEach((g, i) => {
    if (i !== firstIdx && !out.includes(g)) out.push(g);
  });
  return out.slice(0, max);
}

/** The Wiktionary part of speech list of an article, as es-frequency names where they map. */
export function posOfSenses(senses: StarDictSense[]): string[] {
  const back = new Map<string, string>();
  for (const [k, vs] of Object.entries(POS_OF)) for (const v of vs) if (!back.has(v)) back.set(v, k);
  return [...new Set(senses.map((s) => back.get(s.pos) ?? s.pos).filter(Boolean))];
}

/** Lower-case English words of a text, for the vocabulary `splitRunTogether` checks against. */
export function englishWords(text: string): string[] {
  return text.toLowerCase().match(/[a-z]+(?:'[a-z]+)?/g) ?? [];
}

/**
 * Splits words whose spaces were lost (`beableto` → `be able to`, `havegot` → `have got`) into
 * the fewest known words; words already known, or that do not split fully, stay as they are.
 */
export function splitRunTogether(gloss: string, known: Set<string>): string {
  return gloss.replace(/[A-Za-z]{5,}/g, (word) => {
    const w = word.toLowerCase();
    if (known.has(w)) return word;
    const best: (string[] | null)[] = new Array(w.length + 1).fill(null);
    best[0] = [];
    for (let i = 1; i <= w.length; i++) {
      for (let j = Math.max(0, i - 20); j < i; j++) {
        const prev = best[j];
        const piece = w.slice(j, i);
        if (!prev || !(known.has(piece) && (piece.length > 1 || piece === 'a'))) continue;
        if (!best[i] || (best[i] as string[]).length > prev.length + 1) best[i] = [...prev, piece];
      }
    }
    const parts = best[w.length];
    return parts && parts.length > 1 ? parts.join(' ') : word;
  });
}
