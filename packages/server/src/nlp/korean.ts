/**
 * Korean, a documented reduced analysis: ICU segmentation gives the eojeol (space-separated
 * words); a closed list of case and topic particles, tried longest first and checked against the
 * stem's final consonant (이/가, 을/를, 은/는, 과/와, 으로/로), splits a particle off its noun
 * (학교에서 → 학교 + 에서, 친구를 → 친구 + 를), the particle becoming its own token (pos part).
 * A word without a particle that ends like a predicate takes core's deinflection as lemma
 * (만났어요 → 만나다, 읽었습니다 → 읽다) with pos verb. Adnominal -는 after a consonant (먹는,
 * 있는) fails the particle's agreement and after 하/되 and a few one-syllable stems (하는, 가는)
 * is kept as a verb. Known limit: other adnominal forms in 은/는 (좋은, 사는) may be taken for
 * noun + topic particle.
 */
import { lemmaCandidates } from '@qfl/core';
import { segmentWords } from './segment.js';
import type { Token } from './types.js';

/** Particle → whether it needs a stem ending in a consonant (true), a vowel (false) or either (null). */
const PARTICLES: [string, boolean | null][] = [
  ['에서부터', null],
  ['으로부터', true],
  ['로부터', false],
  ['에게서', null],
  ['한테서', null],
  ['께서는', null],
  ['에서는', null],
  ['에서도', null],
  ['에게는', null],
  ['으로는', true],
  ['로는', false],
  ['에서', null],
  ['에게', null],
  ['한테', null],
  ['께서', null],
  ['까지', null],
  ['부터', null],
  ['처럼', null],
  ['보다', null],
  ['마다', null],
  ['이랑', true],
  ['으로', true],
  ['에는', null],
  ['에도', null],
  ['와', false],
  ['과', true],
  ['랑', false],
  ['로', false],
  ['은', true],
  ['는', false],
  ['이', true],
  ['가', false],
  ['을', true],
  ['를', false],
  ['의', null],
  ['에', null],
  ['도', null],
  ['만', null],
  ['께', null],
];

/** Common nouns ending in a particle-like syllable, never split (다리 is not 다 + 리, 아이 not 아 + 이). */
const KEEP = new Set(
  '아이 나이 오이 고기 사이 거리 소리 머리 다리 우리 누가 어디 요리 하루 가게 도로 이야기 회의 주의 의의 아가 나라 바다 보다 만 도 이 가'.split(
    ' ',
  ),
);

const SYLLABLE = /^[\uac00-\ud7a3]+$/;

/**
 * Verb stems that end a word in the adnominal -는 (하는, 가는, 공부하는): not a topic particle.
 * Only these one-syllable stems and stems in 하/되; 나는, 저는, 차는 stay noun + 는.
 */
const ADNOMINAL_STEMS = new Set('하 가 오 보 되 주 자 타 쓰 마 배 사 찾 알'.split(' '));

function hasFinal(syllable: string): boolean {
  const code = syllable.charCodeAt(0) - 0xac00;
  return code >= 0 && code % 28 !== 0;
}

/** [stem, particle] when the eojeol ends in a particle after a noun-like stem, else null. */
export function splitParticle(word: string): [string, string] | null {
  if (!SYLLABLE.test(word) || KEEP.has(word)) return null;
  for (const [p, needsFinal] of PARTICLES) {
    if (word.length <= p.length || !word.endsWith(p)) continue;
    const stem = word.slice(0, -p.length);
    if (needsFinal !== null && hasFinal(stem.slice(-1)) !== needsFinal) continue;
    if (p === '는' && (ADNOMINAL_STEMS.has(stem) || (stem.length > 1 && /[하되]$/.test(stem)))) return null;
    return [stem, p];
  }
  return null;
}

/** Endings that mark a predicate (verb or adjective) rather than a noun. */
const PREDICATE = /(다|는|던|요|니다|니까|까|고|서|며|면|지|죠|네|는데|은데|ㄴ데|었|았|겠|자|라|세요|습니다|어|아|여|게|기|도록|려고|러)$/;

export function tokenizeKorean(text: string): Token[] {
  const out: Token[] = [];
  for (const t of segmentWords('ko', text)) {
    if (!t.word || !SYLLABLE.test(t.text)) {
      out.push(t);
      continue;
    }
    const split = splitParticle(t.text);
    if (split) {
      const [stem, particle] = split;
      const mid = t.start + stem.length;
      const plural = stem.length > 1 && stem.endsWith('들');
      out.push({ text: stem, start: t.start, end: mid, word: true, lemma: plural ? stem.slice(0, -1) : stem, pos: 'noun', tag: 'stem' });
      out.push({ text: particle, start: mid, end: t.end, word: true, lemma: particle, pos: 'part', tag: 'particle' });
      continue;
    }
    const verb = lemmaCandidates('ko', t.text).find((c) => c.endsWith('다'));
    if (verb && PREDICATE.test(t.text) && !KEEP.has(t.text)) {
      out.push({ ...t, lemma: verb, pos: 'verb', tag: 'predicate' });
      continue;
    }
    out.push({ ...t, lemma: t.text, pos: 'noun', tag: 'word' });
  }
  return out;
}
