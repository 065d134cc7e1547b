/**
 * Quick tools: sentence analysis (tokens with lemma, part of speech, reading and dictionary
 * entry), grammar structure (a reduced tree a learner reads on a phone) and word basics (roots and
 * affixes, characters, kanji, hanja). See packages/server/src/modules/analyze/README.md.
 */
import { z } from 'zod';
import { LANGS, MAX_QUERY_LENGTH } from '../constants.js';

/** At most this many characters (UTF-16 units) are analysed at once: longer → `analyze.textTooLong`. */
export const ANALYZE_MAX_CHARS = 500;
/** Request bodies above this many bytes are refused from their Content-Length, before reading. */
export const ANALYZE_MAX_BODY_BYTES = 16 * 1024;

/** The small part-of-speech tag set of the text-analysis layer. */
export const POS_TAGS = ['noun', 'verb', 'adj', 'adv', 'pron', 'det', 'adp', 'conj', 'part', 'num', 'punct', 'aux', 'intj', 'x'] as const;
export type PosTag = (typeof POS_TAGS)[number];

export const analyzeBody = z.object({
  /** Checked for length by the server (a clear `analyze.textTooLong` with the limit). */
  text: z.string(),
  lang: z.enum(LANGS),
});
export type AnalyzeBody = z.infer<typeof analyzeBody>;

export const analyzedTokenSchema = z.object({
  text: z.string(),
  /** Dictionary form: the linked entry's headword when there is one, else the analyser's lemma. */
  lemma: z.string(),
  /** One of POS_TAGS. */
  pos: z.string(),
  /** Pinyin for Chinese, hiragana for Japanese, where it differs from the text. */
  reading: z.string().optional(),
  entryId: z.number().int().optional(),
  /** UTF-16 offsets in the text. */
  start: z.number().int(),
  end: z.number().int(),
  /** Tappable word (not punctuation, a number or a space). */
  word: z.boolean(),
  /** The analyser's finer tag (UPOS, ICTCLAS, IPADIC, particle…). */
  tag: z.string().optional(),
  /** A contraction's parts (del → de + el). */
  parts: z.array(z.string()).optional(),
  /** The linked entry's first meaning, in the learner's native language when the entry has it. */
  meaning: z.string().optional(),
});
export type AnalyzedToken = z.infer<typeof analyzedTokenSchema>;

export const sentenceAnalysisSchema = z.object({
  lang: z.enum(LANGS),
  tokens: z.array(analyzedTokenSchema),
});
export type SentenceAnalysis = z.infer<typeof sentenceAnalysisSchema>;

/**
 * A node of the grammar tree. `label` is a stable key the client localizes
 * (`tools.grammar.labels.<label>`): sentence, clause, subject, predicate, object, np, vp, pp,
 * advp, conj, punct, word, particle, ending… `note` is a key under `tools.grammar.notes` (what a
 * particle or ending does).
 */
export interface GrammarNode {
  label: string;
  text: string;
  children: GrammarNode[];
  note?: string;
  /** A phrase's guessed role: subject, verb, object, complement, topic, target, place, modifier, predicate… */
  role?: string;
  pos?: string;
  lemma?: string;
  reading?: string;
}
export const grammarNodeSchema: z.ZodType<GrammarNode> = z.lazy(() =>
  z.object({
    label: z.string(),
    text: z.string(),
    children: z.array(grammarNodeSchema),
    note: z.string().optional(),
    role: z.string().optional(),
    pos: z.string().optional(),
    lemma: z.string().optional(),
    reading: z.string().optional(),
  }),
);

export const grammarAnalysisSchema = z.object({
  lang: z.enum(LANGS),
  /** `reduced`: rule-based clauses and phrases (en/es) or segments and particles (zh/ja/ko). */
  method: z.literal('reduced'),
  tree: grammarNodeSchema,
});
export type GrammarAnalysis = z.infer<typeof grammarAnalysisSchema>;

export const wordBasicsQuery = z.object({
  word: z.string().trim().min(1).max(MAX_QUERY_LENGTH),
  lang: z.enum(LANGS),
});

/** A root or affix of an English word (ECDICT word roots) and other words built on it. */
export const wordRootSchema = z.object({
  /** As ECDICT writes it: `spect (root, Latin): to look`. */
  text: z.string(),
  /** The root or affix itself (`spect`, `-tion`). */
  root: z.string(),
  /** root, prefix, suffix… as ECDICT names the class, when it does. */
  kind: z.string().optional(),
  meaning: z.string().optional(),
  family: z.array(z.object({ entryId: z.number().int(), headword: z.string() })),
});

/** How a character's components sit: a key the web localizes (`tools.basics.structure.<key>`). */
export const CHAR_STRUCTURES = [
  'lr',
  'tb',
  'lmr',
  'tmb',
  'surround',
  'surroundAbove',
  'surroundBelow',
  'surroundLeft',
  'surroundUpperLeft',
  'surroundUpperRight',
  'surroundLowerLeft',
  'overlay',
  'triangle',
  'square',
  'variant',
] as const;

/** A character's Kangxi radical (Unihan kRSUnicode) and the shape it takes in the character. */
export const charRadicalSchema = z.object({
  /** Kangxi radical number, 1-214. */
  number: z.number().int().min(1).max(214),
  /** The radical as a character (水; 讠 when the character uses the simplified form). */
  char: z.string(),
  /** The Kangxi Radicals block character (⽔). */
  kangxi: z.string(),
  /** The shape the radical takes in this character (氵 in 河); `char` when it is the same. */
  form: z.string(),
  simplified: z.boolean(),
  /** Everyday name of the shape in the UI language where known (三点水, さんずい, 삼수변), else `水部` for zh/ja. */
  name: z.string().optional(),
  /** Meaning of the radical (English, from its Unicode name: water); `meaningLang` says which language. */
  meaning: z.string(),
  meaningLang: z.string(),
});

/** A first-level component of a character. */
export const charComponentSchema = z.object({
  char: z.string(),
  /** A character of its own (not a stroke or a radical-only shape): it can be searched. */
  isChar: z.boolean(),
  /** Common characters with this component, most frequent first (a handful; the character itself left out). */
  chars: z.array(z.string()),
});

/** A character's first-level decomposition (CJK Decomposition Data): 好 = ⿰ 女 + 子. */
export const charPartsSchema = z.object({
  structure: z.enum(CHAR_STRUCTURES),
  /** An ideographic description sequence of the first level: `⿰女子`. */
  ids: z.string(),
  components: z.array(charComponentSchema),
});

/** A character of a word (zh hanzi, ja kanji, ko hanja) and what the dictionary knows of it. */
export const wordCharSchema = z.object({
  char: z.string(),
  entryId: z.number().int().optional(),
  /** zh: pinyin; ko: the Korean reading of the hanja. */
  reading: z.string().optional(),
  /** ja: on and kun readings (KANJIDIC). */
  on: z.array(z.string()).optional(),
  kun: z.array(z.string()).optional(),
  grade: z.number().int().optional(),
  meanings: z.array(z.string()),
  /** Common words containing the character, most frequent first. */
  words: z.array(z.object({ entryId: z.number().int(), headword: z.string(), reading: z.string().optional() })),
  /** Radical, strokes and components, from the built character table (absent for characters it lacks). */
  radical: charRadicalSchema.optional(),
  /** Total strokes (the Japanese count for ja where it differs) and strokes besides the radical. */
  strokes: z.number().int().optional(),
  residualStrokes: z.number().int().optional(),
  parts: charPartsSchema.optional(),
});

export const wordBasicsSchema = z.object({
  word: z.string(),
  lang: z.enum(LANGS),
  /** The dictionary entry of the word (its lemma when inflected), when there is one. */
  entryId: z.number().int().optional(),
  headword: z.string().optional(),
  reading: z.string().optional(),
  meaning: z.string().optional(),
  /** en: roots and affixes. */
  roots: z.array(wordRootSchema),
  /** zh/ja: the word's characters; ko: the characters of its hanja. */
  chars: z.array(wordCharSchema),
  /** ko: the hanja spelling of a Sino-Korean word. */
  hanja: z.string().optional(),
  /** False when the data has nothing for this word (the page says so). */
  known: z.boolean(),
});
export type WordBasics = z.infer<typeof wordBasicsSchema>;
export type CharRadical = z.infer<typeof charRadicalSchema>;
export type CharParts = z.infer<typeof charPartsSchema>;
