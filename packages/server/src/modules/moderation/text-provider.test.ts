/** The offline word lists: positive and negative cases per language, variants and Scunthorpe traps. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_LISTS, OfflineTextProvider } from './text-provider.js';

const provider = new OfflineTextProvider();
const verdict = (text: string) => provider.check(text).verdict;

const cases: Record<string, { block: string[]; review: string[]; pass: string[] }> = {
  zh: {
    block: ['你这个傻逼', '傻 逼', '傻\u200b逼', '操你妈', '草泥马', '约炮吗', 'ｓｈａｂｉ', 'sha bi', 'caonima', 'ShaBi 哈哈'],
    review: ['你是白痴吗', '加我微信聊', 'niubi'],
    pass: ['操作系统很好用', '我去日本旅行', '小鸡巴士到站了', '我在银行工作', '鸡蛋和面包', '病毒 bingdu', '学习 sb. 与 sth.'],
  },
  en: {
    block: ['fuck you', 'fuuuck', 'FUCK', 'you are a shit', 'kill yourself', 'k i l l yourself', 'sh1t', 'a55hole'],
    review: ['you idiot', 'idiots everywhere', 'buy followers now', 'send nudes'],
    pass: [
      'class',
      'assist',
      'Essex',
      'Scunthorpe',
      'an oxymoron',
      'cocktail party',
      'passion',
      'I am learning Spanish',
      'room 455',
      'call 455 1234',
      '5318008',
    ],
  },
  ja: {
    block: ['死ね', 'しね！しね！死ね', 'まんこ', 'マンコ', 'ﾏﾝｺ', '殺すぞ'],
    review: ['バカ', 'お前は馬鹿だ', 'きもい'],
    pass: ['これだけばかり', '少しね', '見えた', '考えた', '動かす', '死ねない理由がある', 'おはようございます'],
  },
  ko: {
    block: ['씨발', '씨 발', '시발놈아', '병신', '개새끼', '짱깨'],
    review: ['ㅅㅂ', '닥쳐', '꺼져'],
    pass: ['시발역에서 만나요', '시발점', '보지 마세요', '자지 마', '안녕하세요', '병원에 가요'],
  },
  es: {
    block: ['eres una puta', 'p u t a', 'P.U.T.A', 'PUTAS', 'hijo de puta', 'pendejada', 'coño', 'cabrón', 'maricón'],
    review: ['eres idiota', 'qué mierda', 'estúpido'],
    pass: ['cómputo', 'computadora', 'disputa', 'reputación', 'el cono de helado', 'pendiente', 'escribo cartas', 'cabra'],
  },
};

describe('OfflineTextProvider', () => {
  for (const [lang, c] of Object.entries(cases)) {
    describe(lang, () => {
      it.each(c.block)('blocks %s', (t) => expect(verdict(t)).toBe('block'));
      it.each(c.review)('sends %s to review', (t) => expect(verdict(t)).toBe('review'));
      it.each(c.pass)('passes %s', (t) => expect(verdict(t)).toBe('pass'));
    });
  }

  it('labels what it found with the list language, whatever language the user writes in', () => {
    expect(provider.check('hola 傻逼', 'es')).toEqual({ verdict: 'block', labels: ['insult:zh'] });
    expect(provider.check('idiota y バカ').labels.sort()).toEqual(['insult:es', 'insult:ja']);
    expect(provider.check('fuck').labels).toEqual(['profanity:en']);
    expect(provider.check('hello')).toEqual({ verdict: 'pass', labels: [] });
  });

  it('finds overlapping terms and keeps the strictest verdict', () => {
    const v = provider.check('白痴傻逼');
    expect(v.verdict).toBe('block');
    expect(v.labels).toEqual(['insult:zh']);
  });

  it('loads every list with tens of terms and a verdict and label on each', () => {
    expect(DEFAULT_LISTS.map((l) => l.lang).sort()).toEqual(['en', 'es', 'ja', 'ko', 'zh']);
    for (const list of DEFAULT_LISTS) {
      expect(list.entries.length).toBeGreaterThanOrEqual(20);
      for (const e of list.entries) {
        expect(['block', 'review']).toContain(e.verdict);
        expect(e.label).toMatch(/^[a-z]+$/);
        // Every listed term is found by the provider itself.
        expect(provider.check(e.term).verdict, e.term).not.toBe('pass');
      }
    }
  });

  it('takes custom lists (another deployment may curate its own)', () => {
    const p = new OfflineTextProvider([{ lang: 'es', allow: [], entries: [{ term: 'spam', verdict: 'review', label: 'spam' }] }]);
    expect(p.check('mucho spam').verdict).toBe('review');
    expect(p.check('puta').verdict).toBe('pass');
  });
});
