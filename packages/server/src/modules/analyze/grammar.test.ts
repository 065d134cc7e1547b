/**
 * The reduced grammar tree over real sentences of every language (analysers in this thread, no
 * database): every token appears exactly once, in order, as a leaf; every node's text is the
 * source between its first and last token; the expected clauses, phrases and notes are found.
 */
import type { GrammarNode, Lang } from '@qfl/core';
import { describe, expect, it } from 'vitest';
import { analyse } from '../../nlp/analyse.js';
import { grammarTree } from './grammar.js';

const SENTENCES: Record<Lang, string[]> = {
  en: [
    'The boy who lives here reads a book because he is happy.',
    'I think that she likes the red car, but he wants to go home.',
    'Do you like apples?',
    'Please close the door.',
    'The man who wrote this book lives in London. He has quickly gone home; we stayed.',
    'Wow!',
  ],
  es: [
    'Los niños comieron el pan que compraste.',
    'El perro grande come carne y la niña bebe agua.',
    'No sé si vendrán a la fiesta.',
    'Me lo dijo ayer.',
  ],
  zh: ['他把书放在桌子上了吗？', '我吃过北京的烤鸭。', '门被风吹开了。', '你在做什么呢？'],
  ja: ['私は映画を見に行きました。', '雨が降っているから、傘を持って行きなさい。', '東京は日本の首都です。', 'この本は面白くない。'],
  ko: ['학교에서 친구를 만났어요.', '저는 매일 아침 커피를 마십니다.', '비가 오면 집에 있겠습니다.', '동생도 사과를 먹고 싶어 해요.'],
};

const leaves = (n: GrammarNode): GrammarNode[] =>
  n.children.length === 0 ? (n.label === 'note' || (n.label === 'ending' && !n.pos) ? [] : [n]) : n.children.flatMap(leaves);
const all = (n: GrammarNode): GrammarNode[] => [n, ...n.children.flatMap(all)];

describe('reduced grammar tree', () => {
  for (const [lang, list] of Object.entries(SENTENCES) as [Lang, string[]][]) {
    it(`keeps every ${lang} token once, in order`, async () => {
      for (const text of list) {
        const tokens = await analyse(lang, text);
        const tree = grammarTree(lang, text, tokens);
        // Korean predicates carry ending children (no pos): the predicate itself is the token.
        const words = lang === 'ko' ? all(tree).filter((n) => n.pos && (n.children.length === 0 || n.label === 'predicate')) : leaves(tree);
        expect(
          words.map((n) => n.text),
          text,
        ).toEqual(tokens.map((t) => t.text));
        for (const n of all(tree))
          if (n.text && !(n.label === 'ending' && !n.pos)) expect(text.includes(n.text), `${n.label} "${n.text}"`).toBe(true);
      }
    }, 30_000);
  }

  it('Spanish without a subject gets the implied-subject note; a question ends its sentence', async () => {
    const es = 'Comimos el pan. ¿Quién vino?';
    const tree = grammarTree('es', es, await analyse('es', es));
    expect(tree.label).toBe('text');
    expect(tree.children.map((c) => c.label)).toEqual(['sentence', 'sentence']);
    expect(all(tree).some((n) => n.note === 'es_implied_subject')).toBe(true);
  });

  it('Chinese particles and Japanese endings are explained', async () => {
    const zh = '我吃过北京的烤鸭。';
    const notes = all(grammarTree('zh', zh, await analyse('zh', zh))).map((n) => n.note);
    expect(notes).toEqual(expect.arrayContaining(['zh_guo', 'zh_de']));
    const ja = 'この本は面白くない。';
    const jaNotes = all(grammarTree('ja', ja, await analyse('ja', ja))).map((n) => n.note);
    expect(jaNotes).toEqual(expect.arrayContaining(['ja_wa', 'ja_nai']));
  }, 30_000);

  it('Korean endings: conditional, future, formal', async () => {
    const ko = '비가 오면 집에 있겠습니다.';
    const notes = all(grammarTree('ko', ko, await analyse('ko', ko))).map((n) => n.note);
    expect(notes).toEqual(expect.arrayContaining(['ko_subject', 'ko_myeon', 'ko_e', 'ko_future', 'ko_formal']));
  });
});
