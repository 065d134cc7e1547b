/** Generated questions (exams and reading answering), as the server stores them with their answers. */

export const QUESTION_KINDS = [
  /** See a word, choose its meaning. */
  'meaning-choice',
  /** See a meaning, type the word. */
  'spell',
  /** Hear a word, choose its meaning. */
  'listen-meaning',
  /** Hear a sentence, choose its translation (or the sentence heard, when there is none). */
  'listen-sentence',
  /** A sentence of the article with a word blanked out: choose the word. */
  'cloze-choice',
  /** A statement about the article (its sentence, maybe altered; or a sentence with a translation): true or false. */
  'true-false',
  /** A sentence of the article with a word blanked out: type the word. */
  'fill-blank',
  /** Consecutive sentences of the article shuffled: put them back in order. */
  'sentence-order',
  /** A sentence of the article: choose its translation. */
  'translation-match',
] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export const EXAM_SECTION_KINDS = ['vocabulary', 'listening', 'reading'] as const;
export type ExamSectionKind = (typeof EXAM_SECTION_KINDS)[number];

/** The answers of a true/false question. */
export const TRUE_FALSE = ['true', 'false'] as const;

/** What stands for the missing word in cloze and fill-in-the-blank prompts. */
export const BLANK = '____';

/** Sentence-order answers list the sentences in the chosen order, one per line. */
export const ORDER_SEPARATOR = '\n';

export interface DraftQuestion {
  kind: QuestionKind;
  /** The text shown (empty for listening). */
  prompt: string;
  /** A second text: the translation to judge (true/false), a hint (spell, fill-blank). */
  detail: string | null;
  choices: string[] | null;
  /** Spoken text for listening questions (played through GET /api/audio). */
  audio: { text: string; lang: string } | null;
  /** The right answer, as shown in results. */
  expected: string;
  /** Every answer graded right (the expected one first). */
  accepted: string[];
  /** The word behind the question (its memory card), if any. */
  entryId: number | null;
  /** The sentence item behind the question (a sentence card), if any. */
  itemId: number | null;
  /** Language of the prompt. */
  lang: string;
}
