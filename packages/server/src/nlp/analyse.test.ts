/** Segmentation, lemmas, parts of speech and readings per language on real sentences (in this thread). */
import { describe, expect, it } from 'vitest';
import { analyse } from './analyse.js';
import { splitParticle } from './korean.js';
import type { Token } from './types.js';

const words = (ts: Token[]) => ts.filter((t) => t.word);
const by = (ts: Token[], text: string) => {
  const t = ts.find((x) => x.text === text);
  if (!t) throw new Error(`no token ${text} in ${ts.map((x) => x.text).join('|')}`);
  return t;
};
const offsetsHold = (text: string, ts: Token[]) => {
  for (const t of ts) expect(text.slice(t.start, t.end)).toBe(t.text);
};

describe('Chinese (jieba + pinyin-pro)', () => {
  it('segments words with pinyin read in context', async () => {
    const text = '我们在银行门口见面。';
    const ts = await analyse('zh', text);
    offsetsHold(text, ts);
    expect(words(ts).map((t) => t.text)).toEqual(['我们', '在', '银行', '门口', '见面']);
    expect(by(ts, '银行').reading).toBe('yín háng');
    expect(by(ts, '我们').pos).toBe('pron');
    expect(by(ts, '在').pos).toBe('adp');
    expect(by(ts, '。')).toMatchObject({ word: false, pos: 'punct' });
  });
  it('reads polyphones by their word: 行走, 长大 / 长度', async () => {
    const ts = await analyse('zh', '他喜欢在公园里行走，孩子长大了，量一下长度。');
    expect(by(ts, '行走').reading).toBe('xíng zǒu');
    expect(by(ts, '长大').reading).toBe('zhǎng dà');
    expect(by(ts, '长度').reading).toBe('cháng dù');
    expect(by(ts, '了').pos).toBe('part');
  });
});

describe('Japanese (kuromoji)', () => {
  it('gives dictionary forms, hiragana readings and particles', async () => {
    const text = '私は昨日友達と映画を見に行きました。';
    const ts = await analyse('ja', text);
    offsetsHold(text, ts);
    expect(ts.map((t) => t.text)).toEqual(['私', 'は', '昨日', '友達', 'と', '映画', 'を', '見', 'に', '行き', 'まし', 'た', '。']);
    expect(by(ts, '見')).toMatchObject({ lemma: '見る', pos: 'verb', reading: 'み' });
    expect(by(ts, '行き')).toMatchObject({ lemma: '行く', pos: 'verb', reading: 'いき' });
    expect(by(ts, '友達').reading).toBe('ともだち');
    expect(by(ts, 'は').pos).toBe('part');
    expect(by(ts, 'まし')).toMatchObject({ lemma: 'ます', pos: 'aux' });
    expect(by(ts, 'は').reading).toBeUndefined();
  }, 30_000);
});

describe('English (wink-nlp)', () => {
  it('lemmatises and tags: He was reading the books', async () => {
    const text = 'He was reading the books.';
    const ts = await analyse('en', text);
    offsetsHold(text, ts);
    expect(words(ts).map((t) => [t.text, t.lemma, t.pos])).toEqual([
      ['He', 'he', 'pron'],
      ['was', 'be', 'aux'],
      ['reading', 'read', 'verb'],
      ['the', 'the', 'det'],
      ['books', 'book', 'noun'],
    ]);
  });
  it('irregular forms: The children went home', async () => {
    const ts = await analyse('en', "The children went home and didn't stop.");
    expect(by(ts, 'children').lemma).toBe('child');
    expect(by(ts, 'went').lemma).toBe('go');
    expect(by(ts, "n't").lemma).toBe('not');
  });
});

describe('Spanish (ICU + deinflection + closed lists)', () => {
  it('Los niños comieron → niño, comer', async () => {
    const text = 'Los niños comieron del pan.';
    const ts = await analyse('es', text);
    offsetsHold(text, ts);
    expect(by(ts, 'Los')).toMatchObject({ lemma: 'el', pos: 'det' });
    expect(by(ts, 'niños')).toMatchObject({ lemma: 'niño', pos: 'noun' });
    expect(by(ts, 'comieron')).toMatchObject({ lemma: 'comer', pos: 'verb' });
    expect(by(ts, 'del')).toMatchObject({ lemma: 'de', pos: 'adp', parts: ['de', 'el'] });
  });
  it('auxiliary haber and adverbs', async () => {
    const ts = await analyse('es', 'Ella ha hablado rápidamente.');
    expect(by(ts, 'ha')).toMatchObject({ lemma: 'haber', pos: 'aux' });
    expect(by(ts, 'hablado')).toMatchObject({ lemma: 'hablar', pos: 'verb' });
    expect(by(ts, 'rápidamente').pos).toBe('adv');
  });
});

describe('Korean (particles split from the stem)', () => {
  it('학교에서 친구를 만났어요 → 학교 + 에서, 친구 + 를, 만나다', async () => {
    const text = '학교에서 친구를 만났어요.';
    const ts = await analyse('ko', text);
    offsetsHold(text, ts);
    expect(words(ts).map((t) => [t.text, t.lemma, t.pos])).toEqual([
      ['학교', '학교', 'noun'],
      ['에서', '에서', 'part'],
      ['친구', '친구', 'noun'],
      ['를', '를', 'part'],
      ['만났어요', '만나다', 'verb'],
    ]);
  });
  it('keeps an adnominal verb whole: 공부하는 학생', async () => {
    const ts = await analyse('ko', '공부하는 학생이 많아요');
    expect(ts.map((t) => [t.text, t.lemma, t.pos])).toEqual([
      ['공부하는', '공부하다', 'verb'],
      ['학생', '학생', 'noun'],
      ['이', '이', 'part'],
      ['많아요', '많다', 'verb'],
    ]);
  });
  it('checks the final consonant of the stem', () => {
    expect(splitParticle('책을')).toEqual(['책', '을']);
    expect(splitParticle('저는')).toEqual(['저', '는']);
    expect(splitParticle('사람들이')).toEqual(['사람들', '이']);
    // 를 after a consonant and 을 after a vowel are not particles.
    expect(splitParticle('책를')).toBeNull();
    expect(splitParticle('아이')).toBeNull();
    // Adnominal -는 of a verb is not the topic particle.
    expect(splitParticle('하는')).toBeNull();
    expect(splitParticle('공부하는')).toBeNull();
    expect(splitParticle('먹는')).toBeNull();
    expect(splitParticle('나는')).toEqual(['나', '는']);
  });
});
