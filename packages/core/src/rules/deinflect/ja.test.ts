import { describe, expect, it } from 'vitest';
import { lemmaCandidates, MAX_LEMMA_CANDIDATES } from './index.js';
import { deinflectJapanese } from './ja.js';

const cands = (w: string) => lemmaCandidates('ja', w);

describe('deinflectJapanese', () => {
  it.each([
    ['食べた', '食べる'],
    ['行きます', '行く'],
    ['飲んで', '飲む'],
    ['高かった', '高い'],
    ['食べられない', '食べる'],
    ['書かせる', '書く'],
    ['静かな', '静か'],
    ['来た', '来る'],
    ['した', 'する'],
    ['読まなかった', '読む'],
    ['たべた', 'たべる'],
    ['きた', 'くる'],
    ['こない', 'くる'],
    ['勉強した', '勉強'],
    ['食べている', '食べる'],
    ['食べてる', '食べる'],
    ['見ませんでした', '見る'],
    ['書けない', '書く'],
    ['読もう', '読む'],
    ['食べよう', '食べる'],
    ['言わなければ', '言う'],
    ['食べさせられなかった', '食べる'],
    ['行かなきゃ', '行く'],
    ['寒くない', '寒い'],
    ['寒くて', '寒い'],
    ['よかった', 'よい'],
    ['しています', 'する'],
    ['食べていた', '食べる'],
    ['行ってしまった', '行く'],
    ['食べちゃった', '食べる'],
    ['待って', '待つ'],
    ['話せる', '話す'],
    ['泳いだ', '泳ぐ'],
    ['死んだ', '死ぬ'],
    ['書けば', '書く'],
    ['食べたい', '食べる'],
    ['行きたかった', '行く'],
    ['静かだった', '静か'],
    ['読みながら', '読む'],
    ['書け', '書く'],
  ])('%s → %s', (form, lemma) => {
    expect(cands(form)).toContain(lemma);
  });

  it('reads 行った as 行く before 行う (行く has an irregular te-form)', () => {
    const c = cands('行った');
    expect(c.indexOf('行く')).toBeGreaterThanOrEqual(0);
    expect(c.indexOf('行く')).toBeLessThan(c.indexOf('行う'));
  });

  it('puts the one-step guess first', () => {
    expect(cands('食べた')[0]).toBe('食べる');
    expect(cands('来た')[0]).toBe('来る');
  });

  it('keeps a long chain within the candidate cap and still finds the verb', () => {
    const c = cands('食べさせられませんでした');
    expect(c.length).toBeLessThanOrEqual(MAX_LEMMA_CANDIDATES);
    expect(c).toContain('食べる');
  });

  it('does not treat a stem guess as the typed word, nor return impossible endings', () => {
    expect(deinflectJapanese('食べた')).not.toContain('食べつ');
    for (const c of deinflectJapanese('飲んで')) expect(c).not.toMatch(/[っん]る$/);
  });

  it('leaves a dictionary form that does not inflect alone', () => {
    expect(cands('水')).toEqual([]);
  });
});
