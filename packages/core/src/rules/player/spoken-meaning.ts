/**
 * A meaning as the player speaks it: dictionary glosses open with part-of-speech tags ("pron. 你；你们",
 * "vt. & vi. 跑", "adj./adv. 快") that are for the eye; read aloud they are noise ("pron" before
 * every word). Leading part-of-speech abbreviations (with "&", "/" and "," between them) go; the
 * rest of the meaning stays as it is ("Mr. Smith" keeps its "Mr.").
 */
const TAG = '(?:n|v|vt|vi|a|adj|ad|adv|prep|pron|conj|int|interj|num|art|aux|abbr|det|pl|modal)\\.';
const LEADING_TAGS = new RegExp(`^(?:${TAG}\\s*(?:[&/,]\\s*)?)+`, 'i');

export function spokenMeaning(meaning: string): string {
  const rest = meaning.replace(LEADING_TAGS, '').trim();
  return rest === '' ? meaning.trim() : rest;
}
