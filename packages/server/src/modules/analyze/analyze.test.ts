/**
 * The quick tools on a real database: sentence analysis linked to entries in every language, the
 * reduced grammar tree, word basics from the dictionary, and bad input (too long, a 1 MB body,
 * empty, unknown language, anonymous) refused with localized errors and nothing written.
 */
import type { Session } from '@qfl/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth } from '../../test/accounts.js';
import { backends, countRows, createTestApp, type TestApp } from '../../test/harness.js';
import { type FactoryEntry, insertEntries, signUp } from '../dict/test-factory.js';

const m = (en: string[], zh: string[] = []) => ({ en, ...(zh.length ? { zh } : {}) });
const SPECT = 'spect (root, Latin): to look';
const ENTRIES: FactoryEntry[] = [
  {
    lang: 'en',
    headword: 'read',
    pos: ['v.'],
    freqRank: 300,
    meanings: m(['to look at and understand written words'], ['读']),
    forms: ['reads', 'reading'],
  },
  { lang: 'en', headword: 'book', pos: ['n.'], freqRank: 200, meanings: m(['a written work'], ['书']), forms: ['books'] },
  { lang: 'en', headword: 'boy', pos: ['n.'], freqRank: 250, meanings: m(['a male child'], ['男孩']), forms: ['boys'] },
  {
    lang: 'en',
    headword: 'inspect',
    pos: ['v.'],
    freqRank: 4000,
    meanings: m(['to look at closely'], ['检查']),
    roots: [SPECT, 'in- (prefix, Latin): in, into'],
  },
  { lang: 'en', headword: 'spectator', pos: ['n.'], freqRank: 6000, meanings: m(['a person who watches'], ['观众']), roots: [SPECT] },
  {
    lang: 'en',
    headword: 'respect',
    pos: ['n.'],
    freqRank: 1500,
    meanings: m(['admiration'], ['尊重']),
    roots: [SPECT, 're- (prefix, Latin): again; back'],
  },
  { lang: 'en', headword: 'happy', pos: ['adj.'], freqRank: 500, meanings: m(['glad'], ['快乐']) },
  { lang: 'zh', headword: '银行', reading: 'yín háng', pos: ['n.'], freqRank: 1500, meanings: m(['bank'], ['银行']), forms: ['銀行'] },
  { lang: 'zh', headword: '银', reading: 'yín', pos: ['n.'], freqRank: 3000, meanings: m(['silver']) },
  { lang: 'zh', headword: '行', reading: 'xíng', pos: ['v.'], freqRank: 400, meanings: m(['to walk', 'OK']) },
  { lang: 'zh', headword: '银河', reading: 'yín hé', pos: ['n.'], freqRank: 5000, meanings: m(['Milky Way']) },
  { lang: 'zh', headword: '行走', reading: 'xíng zǒu', pos: ['v.'], freqRank: 7000, meanings: m(['to walk']) },
  { lang: 'zh', headword: '行业', reading: 'háng yè', pos: ['n.'], freqRank: 9000, meanings: m(['industry']) },
  { lang: 'zh', headword: '中银', reading: 'Zhōng Yín', pos: ['n.'], freqRank: 4000, meanings: m(['Bank of China']) },
  { lang: 'zh', headword: '门口', reading: 'mén kǒu', pos: ['n.'], freqRank: 1800, meanings: m(['doorway']) },
  { lang: 'zh', headword: '学', reading: 'xué', pos: ['v.'], freqRank: 600, meanings: m(['to learn'], ['学']), forms: ['學'] },
  { lang: 'zh', headword: '校', reading: 'xiào', pos: ['n.'], freqRank: 2600, meanings: m(['school']), forms: [] },
  { lang: 'ja', headword: '見る', reading: 'みる', pos: ['v.'], freqRank: 100, meanings: m(['to see'], ['看']) },
  { lang: 'ja', headword: '行く', reading: 'いく', pos: ['v.'], freqRank: 90, meanings: m(['to go'], ['去']) },
  // Read た: the auxiliary た must not link to it through the reading.
  { lang: 'ja', headword: '他', reading: 'た', pos: ['n.'], freqRank: 600, meanings: m(['other']), readings: ['た'] },
  { lang: 'ja', headword: '映画', reading: 'えいが', pos: ['n.'], freqRank: 900, meanings: m(['movie'], ['电影']) },
  { lang: 'ja', headword: '日本語', reading: 'にほんご', pos: ['n.'], freqRank: 700, meanings: m(['Japanese (language)'], ['日语']) },
  { lang: 'ja', headword: '英語', reading: 'えいご', pos: ['n.'], freqRank: 800, meanings: m(['English (language)'], ['英语']) },
  {
    lang: 'ja',
    headword: '語',
    reading: 'ご',
    pos: ['n.'],
    freqRank: 3000,
    meanings: m(['(kanji) word; speech; language']),
    roots: ['語: on ゴ; kun かた.る、かた.らう; grade 2'],
  },
  { lang: 'ko', headword: '학교', pos: ['noun'], freqRank: 200, meanings: m(['school'], ['学校']), forms: ['學校'] },
  { lang: 'ko', headword: '학생', pos: ['noun'], freqRank: 300, meanings: m(['student'], ['学生']), forms: ['學生'] },
  { lang: 'ko', headword: '친구', pos: ['noun'], freqRank: 150, meanings: m(['friend'], ['朋友']), forms: ['親舊'] },
  { lang: 'ko', headword: '만나다', pos: ['verb'], freqRank: 120, meanings: m(['to meet'], ['见面']) },
  { lang: 'es', headword: 'niño', pos: ['noun'], freqRank: 400, meanings: m(['child'], ['孩子']), forms: ['niños'] },
  { lang: 'es', headword: 'comer', pos: ['verb'], freqRank: 300, meanings: m(['to eat'], ['吃']) },
];

describe.each(backends)('quick tools on %s', (backend) => {
  let t: TestApp;
  let s: Session;
  let ids: Map<string, number>;
  beforeAll(async () => {
    t = await createTestApp(backend);
    ids = await insertEntries(t.app.db, ENTRIES);
    s = await signUp(t, '13800138090');
  }, 60_000);
  afterAll(async () => t.close());

  const post = (url: string, payload: object | string, lang = 'en', session: Session | null = s) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { ...(session ? auth(session) : {}), 'accept-language': lang, 'content-type': 'application/json' },
    });
  const analyze = async (text: string, lang: string) => {
    const res = await post('/api/analyze/sentence', { text, lang });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.tokens as { text: string; lemma: string; pos: string; reading?: string; entryId?: number; meaning?: string }[];
  };
  const tok = <T extends { text: string }>(ts: T[], text: string): T => {
    const found = ts.find((x) => x.text === text);
    if (!found) throw new Error(`no ${text} in ${ts.map((x) => x.text).join('|')}`);
    return found;
  };

  it('English: lemmas and entries (He was reading the books)', async () => {
    const ts = await analyze('He was reading the books.', 'en');
    expect(tok(ts, 'reading')).toMatchObject({
      lemma: 'read',
      pos: 'verb',
      entryId: ids.get('en:read'),
      meaning: 'to look at and understand written words',
    });
    expect(tok(ts, 'books')).toMatchObject({ lemma: 'book', pos: 'noun', entryId: ids.get('en:book') });
    expect(tok(ts, 'He').entryId).toBeUndefined();
  });

  it('Chinese: words with pinyin in context, linked; the gloss follows the UI language', async () => {
    const res = await post('/api/analyze/sentence', { text: '我们在银行门口见面', lang: 'zh' }, 'zh');
    const ts = res.json().data.tokens;
    expect(ts.map((x: { text: string }) => x.text)).toEqual(['我们', '在', '银行', '门口', '见面']);
    expect(tok(ts, '银行')).toMatchObject({ reading: 'yín háng', entryId: ids.get('zh:银行'), meaning: '银行' });
  });

  it('Japanese: dictionary forms 見る, 行く with readings', async () => {
    const ts = await analyze('私は昨日友達と映画を見に行きました。', 'ja');
    expect(tok(ts, '見')).toMatchObject({ lemma: '見る', pos: 'verb', reading: 'み', entryId: ids.get('ja:見る') });
    expect(tok(ts, '行き')).toMatchObject({ lemma: '行く', entryId: ids.get('ja:行く') });
    expect(tok(ts, '映画').entryId).toBe(ids.get('ja:映画'));
    expect(tok(ts, 'は').pos).toBe('part');
    // A function word links only to an entry written like it.
    expect(tok(ts, 'た')).toMatchObject({ pos: 'aux', lemma: 'た' });
    expect(tok(ts, 'た').entryId).toBeUndefined();
  }, 30_000);

  it('Korean: particles split, 만났어요 → 만나다', async () => {
    const ts = await analyze('학교에서 친구를 만났어요.', 'ko');
    expect(tok(ts, '학교')).toMatchObject({ entryId: ids.get('ko:학교'), pos: 'noun' });
    expect(tok(ts, '에서').pos).toBe('part');
    expect(tok(ts, '를').pos).toBe('part');
    expect(tok(ts, '만났어요')).toMatchObject({ lemma: '만나다', pos: 'verb', entryId: ids.get('ko:만나다') });
  });

  it('Spanish: Los niños comieron → niño, comer', async () => {
    const ts = await analyze('Los niños comieron.', 'es');
    expect(tok(ts, 'niños')).toMatchObject({ lemma: 'niño', pos: 'noun', entryId: ids.get('es:niño') });
    expect(tok(ts, 'comieron')).toMatchObject({ lemma: 'comer', pos: 'verb', entryId: ids.get('es:comer') });
    expect(tok(ts, 'Los')).toMatchObject({ pos: 'det', lemma: 'el' });
  });

  it('refuses too long, a 1 MB body, empty text and an unknown language; nothing written', async () => {
    const before = await Promise.all([
      countRows(t.app.db, 'search_history'),
      countRows(t.app.db, 'review_logs'),
      countRows(t.app.db, 'dict_entries'),
    ]);
    const long = await post('/api/analyze/sentence', { text: 'a'.repeat(501), lang: 'en' }, 'zh');
    expect(long.statusCode).toBe(413);
    expect(long.json()).toMatchObject({ msg: '文本太长：最多 500 个字符', data: { error: 'analyze.textTooLong', params: { max: 500 } } });
    const huge = await post('/api/analyze/sentence', JSON.stringify({ text: 'x'.repeat(1024 * 1024), lang: 'en' }), 'es');
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({
      msg: 'El texto es demasiado largo: como máximo 500 caracteres',
      data: { error: 'analyze.textTooLong' },
    });
    const hugeGrammar = await post('/api/analyze/grammar', JSON.stringify({ text: 'x'.repeat(1024 * 1024), lang: 'en' }));
    expect(hugeGrammar.json().data.error).toBe('analyze.textTooLong');
    const empty = await post('/api/analyze/grammar', { text: '   ', lang: 'en' }, 'ja');
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({ msg: '分析するテキストを入力してください', data: { error: 'analyze.textEmpty' } });
    const unknown = await post('/api/analyze/sentence', { text: 'hola', lang: 'xx' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().data).toMatchObject({ error: 'validation', params: { field: 'lang' } });
    const badWord = await t.app.inject({ method: 'GET', url: '/api/analyze/word-basics?word=hello&lang=fr', headers: auth(s) });
    expect(badWord.statusCode).toBe(422);
    const anon = await post('/api/analyze/sentence', { text: 'hello', lang: 'en' }, 'en', null);
    expect(anon.statusCode).toBe(401);
    const after = await Promise.all([
      countRows(t.app.db, 'search_history'),
      countRows(t.app.db, 'review_logs'),
      countRows(t.app.db, 'dict_entries'),
    ]);
    expect(after).toEqual(before);
  });

  type Node = { label: string; text: string; children: Node[]; note?: string; role?: string };
  const grammar = async (text: string, lang: string): Promise<Node> => {
    const res = await post('/api/analyze/grammar', { text, lang });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.method).toBe('reduced');
    return res.json().data.tree;
  };
  const all = (n: Node): Node[] => [n, ...n.children.flatMap(all)];

  it('grammar (en): clauses, phrases and roles', async () => {
    const tree = await grammar('The boy who lives here reads a book because he is happy.', 'en');
    expect(tree.label).toBe('sentence');
    const labels = tree.children.map((c) => c.label);
    expect(labels).toEqual(['clause', 'subclause']);
    // The relative clause sits inside the main clause, after its subject.
    expect(tree.children[0]?.children.map((c) => c.label)).toEqual(['np', 'relclause', 'vp', 'np']);
    expect(tree.children[0]?.text).toBe('The boy who lives here reads a book');
    const nodes = all(tree);
    expect(nodes.find((n) => n.role === 'subject')?.text).toBe('The boy');
    expect(nodes.find((n) => n.label === 'relpron')?.text).toBe('who');
    expect(nodes.find((n) => n.role === 'object')?.text).toBe('a book');
    expect(nodes.find((n) => n.role === 'complement')?.text).toBe('happy');
  });

  it('grammar (ja, ko, zh, es): particles and endings with notes', async () => {
    const ja = all(await grammar('私は映画を見に行きました。', 'ja'));
    expect(ja.find((n) => n.note === 'ja_wa')?.text).toBe('は');
    expect(ja.find((n) => n.note === 'ja_wo')?.text).toBe('を');
    expect(ja.find((n) => n.note === 'ja_masu')?.text).toBe('まし');
    expect(ja.find((n) => n.role === 'object')?.text).toBe('映画を');
    const ko = all(await grammar('학교에서 친구를 만났어요.', 'ko'));
    expect(ko.find((n) => n.note === 'ko_eseo')?.text).toBe('에서');
    expect(ko.find((n) => n.role === 'object')?.text).toBe('친구를');
    expect(ko.filter((n) => n.label === 'ending').map((n) => n.note)).toEqual(['ko_past', 'ko_polite']);
    const zh = all(await grammar('他把书放在桌子上了吗？', 'zh'));
    expect(zh.filter((n) => n.label === 'particle').map((n) => n.note)).toEqual(['zh_ba', 'zh_le', 'zh_ma']);
    const es = all(await grammar('Comimos el pan que compraste.', 'es'));
    expect(es.some((n) => n.label === 'relclause')).toBe(true);
    expect(es.some((n) => n.note === 'es_implied_subject')).toBe(true);
  });

  const basics = async (word: string, lang: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/analyze/word-basics?word=${encodeURIComponent(word)}&lang=${lang}`,
      headers: { ...auth(s), 'accept-language': 'en' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  it('word basics: English roots and word family', async () => {
    const b = await basics('inspect', 'en');
    expect(b).toMatchObject({ known: true, entryId: ids.get('en:inspect'), headword: 'inspect' });
    expect(b.roots[0]).toMatchObject({ root: 'spect', kind: 'root', meaning: 'to look', text: SPECT });
    // Most frequent first; the word itself left out.
    expect(b.roots[0].family.map((f: { headword: string }) => f.headword)).toEqual(['respect', 'spectator']);
    expect(b.roots[1]).toMatchObject({ root: 'in-', kind: 'prefix', family: [] });
    const plain = await basics('happy', 'en');
    expect(plain).toMatchObject({ known: false, roots: [], entryId: ids.get('en:happy') });
    expect((await basics('zzzz', 'en')).known).toBe(false);
  });

  it('word basics: Chinese characters, Japanese kanji, Korean hanja', async () => {
    const zh = await basics('银行', 'zh');
    expect(zh.chars.map((c: { char: string }) => c.char)).toEqual(['银', '行']);
    expect(zh.chars[0]).toMatchObject({ reading: 'yín', meanings: ['silver'] });
    // Proper names (capitalized pinyin: 中银) are not common words.
    expect(zh.chars[0].words.map((w: { headword: string }) => w.headword)).toEqual(['银河']);
    // 行 is read háng in 银行: words with that reading come first, though less frequent.
    expect(zh.chars[1]).toMatchObject({ reading: 'háng', meanings: ['to walk', 'OK'] });
    expect(zh.chars[1].words.map((w: { headword: string }) => w.headword)).toEqual(['行业', '行走']);
    const ja = await basics('日本語', 'ja');
    const go = ja.chars.find((c: { char: string }) => c.char === '語');
    expect(go).toMatchObject({ on: ['ゴ'], kun: ['かた.る', 'かた.らう'], grade: 2, meanings: ['word; speech; language'] });
    expect(go.words.map((w: { headword: string }) => w.headword)).toEqual(['英語']);
    const ko = await basics('학교', 'ko');
    expect(ko).toMatchObject({ hanja: '學校', known: true });
    expect(ko.chars[0]).toMatchObject({ char: '學', reading: '학', meanings: ['to learn'] });
    expect(ko.chars[0].words.map((w: { headword: string }) => w.headword)).toEqual(['학생']);
    expect((await basics('만나다', 'ko')).known).toBe(false);
  });
});
