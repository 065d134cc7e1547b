/**
 * A small real study world for integration tests: English entries with Chinese and English
 * meanings, a word book of 45 items (groups of 20, 20, 5) and a sentence book of 6 items.
 */
import type { FastifyInstance } from 'fastify';

export const FIXTURE_WORDS = [
  'apple',
  'banana',
  'cherry',
  'river',
  'mountain',
  'window',
  'garden',
  'teacher',
  'student',
  'yellow',
  'purple',
  'orange',
  'silver',
  'bridge',
  'market',
  'kitchen',
  'doctor',
  'letter',
  'number',
  'animal',
  'flower',
  'summer',
  'winter',
  'spring',
  'autumn',
  'forest',
  'island',
  'ocean',
  'desert',
  'valley',
  'pencil',
  'basket',
  'bottle',
  'candle',
  'mirror',
  'pillow',
  'ticket',
  'wallet',
  'jacket',
  'button',
  'rabbit',
  'turtle',
  'monkey',
  'tiger',
  'zebra',
] as const;

export interface StudyFixture {
  wordBookId: number;
  sentenceBookId: number;
  entryIds: number[];
  sentenceItemIds: number[];
}

const zh = (w: string, i: number) => `释义${i}·${w}`;

export async function seedStudyFixture(app: FastifyInstance): Promise<StudyFixture> {
  const db = app.db;
  const entryIds: number[] = [];
  for (const [i, w] of FIXTURE_WORDS.entries()) {
    const row = await db
      .insertInto('dict_entries')
      .values({
        lang: 'en',
        headword: w,
        reading: null,
        pron_a: null,
        pron_b: `/${w}/`,
        pos: '["n"]',
        meanings: JSON.stringify({ zh: [zh(w, i)], en: [`meaning of ${w}`] }),
        examples: JSON.stringify([{ text: `I like the ${w}.`, translation: `我喜欢${zh(w, i)}。`, translationLang: 'zh' }]),
        synonyms: '[]',
        antonyms: '[]',
        equivalents: '[]',
        confusing: '[]',
        forms: '[]',
        roots: '[]',
        freq_rank: 1000 + i,
        sources: '["test"]',
        ckey: `en:${w}`,
        chash: null,
        retired_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    entryIds.push(Number(row.id));
    await db
      .insertInto('dict_keys')
      .values({ lang: 'en', key: w, kind: 'exact', entry_id: Number(row.id), rank: 1000 + i })
      .execute();
  }
  const base = {
    lang: 'en',
    status: 'public',
    review_status: 'auto_approved',
    translation_mode: 'simple',
    builtin: 1,
    group_size: 20,
    created_at: 1,
    owner_id: null,
  };
  const wordBook = await db
    .insertInto('books')
    .values({
      ...base,
      slug: 'fixture-words',
      type: 'word',
      category: 'exam_TEST',
      level: 3,
      titles: JSON.stringify({ zh: '测试词书', en: 'Test words', ja: 'テスト単語', ko: '테스트 단어', es: 'Palabras de prueba' }),
      descriptions: JSON.stringify({ zh: '四十五个词', en: 'Forty-five words' }),
      item_count: FIXTURE_WORDS.length,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const wordBookId = Number(wordBook.id);
  for (const [i, w] of FIXTURE_WORDS.entries()) {
    await db
      .insertInto('book_items')
      .values({
        book_id: wordBookId,
        position: i,
        group_no: Math.floor(i / 20),
        entry_id: entryIds[i] as number,
        text: w,
        translation: zh(w, i),
        extra: null,
        ikey: `fixture-words/${w}`,
        chash: null,
        retired_at: null,
      })
      .execute();
  }
  const sentences = [
    ['The apple is red.', '苹果是红的。', 0],
    ['We crossed the river.', '我们过了河。', 3],
    ['The mountain is high.', '山很高。', 4],
    ['Open the window, please.', '请打开窗户。', 5],
    ['My garden is small.', '我的花园很小。', 6],
    ['The teacher is kind.', '老师很和蔼。', 7],
  ] as const;
  const sentenceBook = await db
    .insertInto('books')
    .values({
      ...base,
      slug: 'fixture-sentences',
      type: 'sentence',
      category: 'sentence_examples',
      level: 3,
      titles: JSON.stringify({ zh: '测试例句', en: 'Test sentences' }),
      descriptions: '{}',
      item_count: sentences.length,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const sentenceBookId = Number(sentenceBook.id);
  const sentenceItemIds: number[] = [];
  for (const [i, [text, translation, word]] of sentences.entries()) {
    const row = await db
      .insertInto('book_items')
      .values({
        book_id: sentenceBookId,
        position: i,
        group_no: 0,
        entry_id: entryIds[word] as number,
        text,
        translation,
        extra: null,
        ikey: `fixture-sentences/${text}`,
        chash: null,
        retired_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    sentenceItemIds.push(Number(row.id));
  }
  return { wordBookId, sentenceBookId, entryIds, sentenceItemIds };
}
