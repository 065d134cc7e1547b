/**
 * Korean senses from Wiktionary (and kengdic where Wiktionary has no entry): which parts of speech
 * are dictionary words, and sense order so that the first meaning is the core sense: a plain sense
 * comes before one labelled (slang, vulgar, archaic, dialectal…) and before a "form of" pointer
 * (감사합니다: "thank you" before "formal indicative assertive of 감사하다").
 */

/** Wiktionary blocks that are not words a learner looks up (single characters, roots, affixes). */
export const DROP_POS = new Set(['character', 'syllable', 'root', 'suffix', 'prefix', 'affix', 'interfix', 'symbol', 'punct', 'article']);

/** kengdic part-of-speech codes → Wiktionary's names. */
export const KENGDIC_POS: Record<string, string> = {
  '1': 'noun',
  '2': 'verb',
  '3': 'adv',
  '4': 'adj',
  '5': 'noun',
  '7': 'name',
  '8': 'pron',
  '9': 'num',
  '10': 'intj',
  보: 'verb',
};

export interface KoSense {
  pos: string;
  gloss: string;
}

const LABELLED =
  /^\((?=[^)]*\b(?:slang|vulgar|archaic|obsolete|rare|dated|dialect(?:al)?|historical|euphemis\w*|derogatory|offensive|pejorative|internet|middle korean|north kore\w*|gyeongsang|jeolla|chungcheong|hamgyong|pyongan|jeju|yukjin|gangwon|humorous|poetic|nonstandard|board games|christianity|buddhism|proscribed|neologism)\b)[^)]*\)/i;
/** A sense that only points to another word (`allomorph of 나`, `(informal) topic-marked form of 나`). */
const POINTER =
  /^[^;:]{0,60}?\b(?:form|spelling|abbreviation|contraction|clipping|synonym|allomorph|romanization|determinative|indicative|infinitive|imperative|hortative|interrogative|declarative|assertive)(?: form)? of\b/i;

/** The headword a pointer sense points to (`… of 나의 (naui)` → 나의), or null. */
export function pointerTarget(gloss: string): string | null {
  if (!POINTER.test(gloss)) return null;
  return /\bof ([\uac00-\ud7a3]+)/.exec(gloss)?.[1] ?? null;
}

/** 0 plain, 1 labelled (slang, archaic…), 2 a pointer to another word (form of, alternative of). */
export function sensePenalty(gloss: string): number {
  if (POINTER.test(gloss) || /^only used in\b/i.test(gloss)) return 2;
  if (LABELLED.test(gloss)) return 1;
  return 0;
}

/**
 * Senses in core-first order (stable within each penalty); among plain senses a pronoun's come first
 * unless labelled (내 is "my" before it is "rivulet"; 그 stays "that" before "(literary) he, she").
 */
export function orderSenses(senses: KoSense[]): KoSense[] {
  return senses
    .map((s, i) => {
      // A pronoun's contracted form is its core use (난: "topic-marked form of 나" before "revolt").
      const base = sensePenalty(s.gloss);
      const penalty = s.pos === 'pron' && base === 2 ? 0 : base;
      const register = /^\((?:colloquial|informal|humble|polite|honorific)[^)]*\)/i.test(s.gloss);
      const plainPron = s.pos === 'pron' && base !== 2 && (!s.gloss.startsWith('(') || register);
      return { s, i, p: penalty * 2 + (plainPron ? 0 : 1) };
    })
    .sort((a, b) => a.p - b.p || a.i - b.i)
    .map((x) => x.s);
}

/** kengdic's gloss tidied: spaces, a leading "VST +", a capital first letter of an ordinary word. */
export function cleanKengdicGloss(gloss: string): string {
  const g = gloss
    .replace(/\s+/g, ' ')
    .replace(/^VST \+\s*/i, '')
    .replace(/\s*,\s*/g, ', ')
    .trim();
  return /^[A-Z](?:[a-z]| [a-z])/.test(g) && !/^(?:I|Korea|Seoul|Japan|China|English|Mr|Mrs)\b/.test(g)
    ? g[0]?.toLowerCase() + g.slice(1)
    : g;
}

const LIGHT_STOP = new Set(['to', 'a', 'an', 'the', 'of', 'or', 'and', 'sth', 'sb', 'something', 'someone']);

/** Content words, lightly stemmed (seen ~ see, really ~ real), of a gloss; a leading label is dropped. */
function stems(gloss: string): Set<string> {
  const out = new Set<string>();
  for (const w of gloss
    .replace(/^\([^)]*\)/, ' ')
    .toLowerCase()
    .split(/[^a-z]+/)) {
    if (w.length < 2 || LIGHT_STOP.has(w)) continue;
    out.add(w.replace(/(?:ing|ed|ly|es|s|n)$/, '').slice(0, 5) || w);
  }
  return out;
}
const overlaps = (a: Set<string>, b: Set<string>): boolean => [...a].some((x) => b.has(x));

/**
 * Uses kengdic's learner glosses as a hint for the core sense when Wiktionary lists a rarer sense
 * first (하다: "to prepare, to make" before the light verb; kengdic: "to do"): when Wiktionary's first
 * sense shares no word with any kengdic gloss, the first Wiktionary sense that does moves to the front;
 * failing that, a short gloss of a level A word is put first. Returns whether kengdic's gloss was added.
 */
export function promoteCoreSense(
  senses: KoSense[],
  learnerGlosses: string[],
  basic: boolean,
  knownWord: (w: string) => boolean = () => true,
): boolean {
  if (learnerGlosses.length === 0) return false;
  const hints = learnerGlosses.map(stems).filter((h) => h.size > 0);
  const first = senses[0];
  if (!first || hints.length === 0 || hints.some((h) => overlaps(h, stems(first.gloss)))) return false;
  const main = hints[0] as Set<string>;
  const i = senses.findIndex((s) => sensePenalty(s.gloss) === 0 && overlaps(main, stems(s.gloss)));
  if (i > 0) {
    senses.unshift(...senses.splice(i, 1));
    return false;
  }
  const gloss = (learnerGlosses[0] as string).toLowerCase();
  // Only a one-word verb gloss of a basic word whose verb Wiktionary uses elsewhere (하다: "to do"):
  // kengdic's other glosses are too noisy (여기 "a hobby", 초대하다 "to invide").
  const verb = /^to ([a-z]+)$/.exec(gloss)?.[1];
  if (!basic || !verb || first.pos !== 'verb' || !knownWord(verb)) return false;
  senses.unshift({ pos: first.pos, gloss });
  return true;
}

/** Removes template residue Wiktionary's extract leaves at the start of some glosses (`}} auxiliary…`). */
export function cleanGloss(gloss: string): string {
  return gloss
    .replace(/^[{}\s]+/, '')
    .replace(/\s*\[from (?:at least )?[^\]]*\]/g, '')
    .trim();
}
