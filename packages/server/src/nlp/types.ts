/** What the text-analysis layer answers: tokens of a text, each with its offsets and dictionary form. */
import type { Lang } from '@qfl/core';

export interface Token {
  /** The token as written. */
  text: string;
  /** UTF-16 offsets in the analysed text: text === source.slice(start, end). */
  start: number;
  end: number;
  /** A word a learner can tap (not punctuation, space or a number). */
  word: boolean;
  /** Dictionary form (lemma) to look up first: 'went' → 'go', 食べた → 食べる, 학교에서 → 학교. */
  lemma: string;
  /** Part of speech, a small tag set: noun, verb, adj, adv, pron, det, adp, conj, part, num, punct, aux, intj, x. */
  pos: string;
  /** Reading: pinyin for Chinese, hiragana for Japanese (only where it differs from the text). */
  reading?: string;
  /**
   * The analyser's own finer tag where it has one (English Universal POS such as PROPN or SCONJ,
   * jieba's ICTCLAS tag such as `uj`, IPADIC's 格助詞, Korean `particle`/`ending`): grammar views use it.
   */
  tag?: string;
  /** A contraction's parts (Spanish al → a + el, del → de + el). */
  parts?: string[];
}

/** The analyser the app holds (`app.nlp`): tokenization off the request thread where it is heavy. */
export interface Nlp {
  tokenize(lang: Lang, text: string): Promise<Token[]>;
  /** Several texts of one language at once (one round trip to a worker). */
  tokenizeMany(lang: Lang, texts: readonly string[]): Promise<Token[][]>;
  close(): Promise<void>;
  /** The worker thread's memory in MB, when analysis runs in one (bench, health). */
  memory?(): Promise<{ rss: number; heap: number }>;
}

/**
 * The form to store or match a word under when the dictionary does not know it: its lemma, unless
 * the lemma is a rule's guess (Spanish `tag: 'guess'`: café could be read as a form of "cafar"),
 * then the word as written.
 */
export function storedForm(t: Pick<Token, 'text' | 'lemma' | 'tag'>): string {
  return t.tag === 'guess' ? t.text : t.lemma;
}
