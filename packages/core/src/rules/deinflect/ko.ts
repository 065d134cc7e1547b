/**
 * Korean deinflection rules (see index.ts): a typed word form → dictionary forms it may come from.
 * Nouns lose their particles (학교에서 → 학교, 사람들이 → 사람, 난 → 나, 학생이에요 → 학생); verbs and
 * adjectives lose their endings and get 다 back (먹었어요 → 먹다, 갔어요 → 가다, 했어요 → 하다,
 * 봐요 → 보다, 예뻐요 → 예쁘다, 행복한 → 행복하다, 갑니다 → 가다), undoing vowel contraction and the
 * ㄷ/ㅂ/ㅅ/ㅎ/르/으/ㄹ irregulars with syllable arithmetic (ko-jamo.ts). Over-generates on purpose:
 * only candidates the dictionary has lead anywhere.
 */
import { compose, decompose, isSyllable, withFinal } from './ko-jamo.js';

/** Particle, and what the noun before it must end in: C consonant, V vowel, VL vowel or ㄹ, '' any. */
type Cond = 'C' | 'V' | 'VL' | '';
const PARTICLES: [string, Cond][] = [
  // case and topic particles, longest first when matched (sorted below)
  ['은', 'C'],
  ['는', 'V'],
  ['이', 'C'],
  ['가', 'V'],
  ['을', 'C'],
  ['를', 'V'],
  ['과', 'C'],
  ['와', 'V'],
  ['으로', 'C'],
  ['로', 'VL'],
  ['이랑', 'C'],
  ['랑', 'V'],
  ['이나', 'C'],
  ['나', 'V'],
  ['이든지', 'C'],
  ['든지', 'V'],
  ['아', 'C'],
  ['야', 'V'],
  ['에', ''],
  ['에서', ''],
  ['에게', ''],
  ['한테', ''],
  ['께', ''],
  ['께서', ''],
  ['하고', ''],
  ['의', ''],
  ['도', ''],
  ['만', ''],
  ['까지', ''],
  ['부터', ''],
  ['보다', ''],
  ['처럼', ''],
  ['마다', ''],
  ['밖에', ''],
  ['조차', ''],
  ['마저', ''],
  ['같이', ''],
  ['에게서', ''],
  ['한테서', ''],
  ['으로부터', 'C'],
  ['로부터', 'VL'],
  ['에서부터', ''],
  ['에서는', ''],
  ['에서도', ''],
  ['에는', ''],
  ['에도', ''],
  ['에게는', ''],
  ['에게도', ''],
  ['한테는', ''],
  ['으로는', 'C'],
  ['로는', 'VL'],
  ['으로도', 'C'],
  ['로도', 'VL'],
  ['만은', ''],
  ['만이', ''],
  ['도요', ''],
  ['요', ''],
  // the copula 이다 after a noun
  ['이에요', 'C'],
  ['예요', 'V'],
  ['입니다', ''],
  ['입니까', ''],
  ['이야', 'C'],
  ['이다', 'C'],
  ['이었어요', 'C'],
  ['였어요', 'V'],
  ['이었다', 'C'],
  ['였다', 'V'],
  ['이었습니다', 'C'],
  ['였습니다', 'V'],
  ['이고', 'C'],
  ['인데', 'C'],
  ['인데요', 'C'],
  ['이라고', 'C'],
  ['라고', 'V'],
  ['이라서', 'C'],
  ['라서', 'V'],
  ['이지만', 'C'],
  ['이죠', 'C'],
  ['인가요', 'C'],
  ['이네요', 'C'],
  ['이잖아요', 'C'],
  ['이에요?', 'C'],
];
PARTICLES.sort((a, b) => b[0].length - a[0].length);

/** Pronoun forms that are not a plain noun plus particle. */
const PRONOUNS: Record<string, string[]> = {
  내가: ['나'],
  네가: ['너'],
  제가: ['저'],
  누가: ['누구'],
  내: ['나'],
  제: ['저'],
  네: ['너'],
  난: ['나'],
  날: ['나'],
  넌: ['너'],
  널: ['너'],
  전: ['저'],
  절: ['저'],
  우린: ['우리'],
  우릴: ['우리'],
  뭐: ['무엇'],
  뭘: ['무엇'],
  뭔: ['무엇'],
  건: ['것'],
  걸: ['것'],
  게: ['것'],
  거: ['것'],
};

/** Endings added straight to any stem (먹고, 가지만, 먹는, 먹습니다). */
const DIRECT = [
  '다',
  '고',
  '지',
  '지만',
  '지요',
  '죠',
  '게',
  '기',
  '는',
  '는데',
  '는데요',
  '네',
  '네요',
  '겠다',
  '겠어요',
  '겠습니다',
  '겠어',
  '겠지',
  '겠죠',
  '던',
  '자',
  '거나',
  '기로',
  '는지',
  '나요',
  '니',
  '더라',
  '고요',
  '잖아',
  '잖아요',
  '지마',
  '기도',
  '기에',
  '도록',
  '는다',
  '는다고',
  '냐',
  '느냐',
  '군요',
  '는군요',
  '구나',
  '는구나',
  '습니다',
  '습니까',
  '고요',
  '기는',
  '기만',
  '는가',
  '든지',
  '다가',
  '더니',
  '더라고',
  '더라고요',
  '던데',
  '던데요',
  '거라',
  '느냐고',
  '냐고',
  '기에',
  '기 때문에',
  '게요',
  '고서',
  '고는',
  '너라',
  '여라',
];
/** Endings with a linking 으 after a consonant stem (먹으면, 가면, 읽으세요, 가세요). */
const LINKING = [
  '면',
  '면서',
  '니까',
  '세요',
  '시다',
  '시고',
  '시는',
  '시면',
  '십니다',
  '십시오',
  '시죠',
  '시지요',
  '러',
  '려고',
  '려면',
  '며',
  '시겠어요',
  '세',
  '시지',
  '니',
  '신',
  '실',
  '시니까',
  '려',
  '려는',
  '면요',
  '시라',
  '냐',
  '냐고',
  '시라고',
  '시래요',
];
/** Endings whose first sound is ㄴ, ㄹ or ㅂ joined to the stem's last syllable (간, 갈까요, 갑니다). */
const JAMO: [string, string[]][] = [
  ['ㄴ', ['', '데', '데요', '가요', '가', '지', '다', '다고', '다면', '대요', '대', '답니다', '단다', '다니', '데도', '걸요']],
  ['ㄹ', ['', '까', '까요', '게', '게요', '래', '래요', '거야', '거예요', '걸', '수록', '텐데', '께', '께요', '거니까']],
  ['ㅂ', ['니다', '니까', '시다', '시오']],
  ['ㅁ', ['']],
];
/** What follows the 아/어 of the infinitive (먹어, 먹어요, 먹어서, 먹어도). */
const AFTER_A = [
  '',
  '요',
  '서',
  '서요',
  '도',
  '도요',
  '야',
  '야지',
  '야지요',
  '야죠',
  '라',
  '줘',
  '줘요',
  '주세요',
  '봐',
  '봐요',
  '보세요',
  '버렸어요',
  '야겠다',
  '야겠어요',
];
/** What follows the past marker 았/었/였 (먹었다, 갔어요, 했습니다). */
const AFTER_PAST = [
  '다',
  '어',
  '어요',
  '습니다',
  '습니까',
  '고',
  '는데',
  '는데요',
  '지만',
  '으면',
  '을',
  '던',
  '지',
  '지요',
  '죠',
  '네요',
  '네',
  '잖아',
  '잖아요',
  '어서',
  '니',
  '나요',
  '다고',
  '으니까',
  '는지',
  '을까요',
  '을까',
  '겠다',
  '겠어요',
  '다면',
  '대요',
  '군요',
  '구나',
  '거든요',
  '거든',
  '어도',
  '을텐데',
  '나',
  '기',
  '음',
  '느냐',
  '냐',
  '더니',
  '던데',
  '던데요',
  '기에',
  '으니',
  '다니',
  '는지요',
  '으며',
  '는가',
  '다가',
  '더라',
];

const last = (s: string): string => s.slice(-1);
const init = (s: string): string => s.slice(0, -1);
const hasFinal = (ch: string): boolean => (decompose(ch)?.final ?? '') !== '';

/** `stem` with its last syllable changed by `f`, or null. */
function editLast(stem: string, f: (ch: string) => string | null): string | null {
  if (!stem) return null;
  const ch = f(last(stem));
  return ch ? init(stem) + ch : null;
}

/** Stems whose infinitive (stem + 아/어/여) is `p`, e.g. 먹어 → 먹, 가 → 가, 봐 → 보, 몰라 → 모르. */
function infinitiveStems(p: string, out: string[]): void {
  const l = last(p);
  const s = decompose(l);
  if (!s || s.final) return;
  const head = init(p);
  if (s.initial === 'ㅇ' && (s.vowel === 'ㅏ' || s.vowel === 'ㅓ' || s.vowel === 'ㅕ')) {
    if (!head) return;
    out.push(head); // 먹어, 받아, 하여
    const h = decompose(last(head));
    if (h?.final === 'ㄹ') out.push(editLast(head, (c) => withFinal(c, 'ㄷ')) ?? ''); // 들어 → 듣
    if (h && !h.final) out.push(editLast(head, (c) => withFinal(c, 'ㅅ')) ?? ''); // 나아 → 낫
    return;
  }
  const base: Record<string, string[]> = {
    ㅘ: ['ㅗ'],
    ㅝ: ['ㅜ'],
    ㅕ: ['ㅣ'],
    ㅙ: ['ㅚ'],
    ㅐ: ['ㅐ'],
    ㅏ: ['ㅏ', 'ㅡ'],
    ㅓ: ['ㅓ', 'ㅡ'],
    ㅔ: ['ㅔ'],
  };
  if (s.initial === 'ㅎ' && s.vowel === 'ㅐ') out.push(`${head}하`); // 해 → 하
  for (const v of base[s.vowel] ?? []) out.push(head + (compose(s.initial, v) ?? ''));
  if (head && s.initial === 'ㅇ' && (s.vowel === 'ㅝ' || s.vowel === 'ㅘ'))
    out.push(editLast(head, (c) => (hasFinal(c) ? null : withFinal(c, 'ㅂ'))) ?? ''); // 추워 → 춥, 도와 → 돕
  if (head && s.initial === 'ㄹ' && (s.vowel === 'ㅏ' || s.vowel === 'ㅓ') && decompose(last(head))?.final === 'ㄹ')
    out.push(`${editLast(head, (c) => withFinal(c, '')) ?? ''}르`); // 몰라 → 모르
  if (s.vowel === 'ㅐ') for (const v of ['ㅓ', 'ㅏ']) out.push(head + (compose(s.initial, v, 'ㅎ') ?? '')); // 그래 → 그렇
  if (s.vowel === 'ㅒ') out.push(head + (compose(s.initial, 'ㅑ', 'ㅎ') ?? '')); // 하얘 → 하얗
}

/** Stems before an ending that takes a linking 으 (`p` is what precedes the ending). */
function linkingStems(word: string, ending: string, out: string[]): void {
  const p = word.slice(0, -ending.length);
  if (!p) return;
  if (last(p) === '으' && p.length > 1) {
    const q = init(p);
    out.push(q); // 먹으면
    const h = decompose(last(q));
    if (h?.final === 'ㄹ') out.push(editLast(q, (c) => withFinal(c, 'ㄷ')) ?? ''); // 들으면 → 듣
    if (h && !h.final) out.push(editLast(q, (c) => withFinal(c, 'ㅅ')) ?? ''); // 나으면 → 낫
  }
  out.push(p); // 가면, 살면
  if (/^[세시십]/.test(ending)) out.push(`${p}시`); // 계세요 → 계시, 주무세요 → 주무시 (honorific verbs)
  const s = decompose(last(p));
  if (s && !s.final) {
    out.push(editLast(p, (c) => withFinal(c, 'ㄹ')) ?? ''); // 사세요 → 살
    if (s.vowel === 'ㅓ' || s.vowel === 'ㅏ' || s.vowel === 'ㅑ') out.push(editLast(p, (c) => withFinal(c, 'ㅎ')) ?? ''); // 그러면 → 그렇
  }
  if (last(p) === '우' && p.length > 1) out.push(editLast(init(p), (c) => (hasFinal(c) ? null : withFinal(c, 'ㅂ'))) ?? ''); // 추우면 → 춥
}

/** Stems before an ending that starts with ㄴ/ㄹ/ㅂ in the stem's last syllable (간, 갈, 갑니다). */
function jamoStems(word: string, jamo: string, tail: string, out: string[]): void {
  const p = word.slice(0, word.length - tail.length);
  const x = last(p);
  const s = decompose(x);
  if (!s || s.final !== jamo) return;
  const head = init(p);
  if (s.initial === 'ㅇ' && s.vowel === 'ㅡ' && head) {
    out.push(head); // 먹은, 먹을, 먹읍시다
    const h = decompose(last(head));
    if (h?.final === 'ㄹ') out.push(editLast(head, (c) => withFinal(c, 'ㄷ')) ?? ''); // 들은 → 듣
    if (h && !h.final) out.push(editLast(head, (c) => withFinal(c, 'ㅅ')) ?? ''); // 나은 → 낫
  }
  out.push(head + (withFinal(x, '') ?? '')); // 간 → 가
  out.push(head + (withFinal(x, 'ㄹ') ?? '')); // 산, 삽니다 → 살
  if (jamo !== 'ㅂ') out.push(head + (withFinal(x, 'ㅎ') ?? '')); // 빨간 → 빨갛
  if (s.initial === 'ㅇ' && s.vowel === 'ㅜ' && head) out.push(editLast(head, (c) => (hasFinal(c) ? null : withFinal(c, 'ㅂ'))) ?? ''); // 추운 → 춥
}

/**
 * Verb and adjective stems `word` may be a form of, most likely first: a longer matched ending is
 * more telling (갔어요 is 가 + 았어요 before it is 갔어 + 요).
 */
export function koreanStems(word: string): string[] {
  return scoredStems(word).map(([s]) => s);
}

function scoredStems(word: string): [string, number][] {
  const scored: [string, number][] = [];
  const add = (score: number, rule: (out: string[]) => void): void => {
    const out: string[] = [];
    rule(out);
    for (const s of out) scored.push([s, score]);
  };
  const ends = (e: string): boolean => word.length > e.length && word.endsWith(e);
  for (const t of AFTER_A) if (ends(t) || t === '') add(t.length + 0.5, (o) => infinitiveStems(word.slice(0, word.length - t.length), o));
  for (const t of AFTER_PAST) {
    if (!ends(t)) continue;
    const p = word.slice(0, word.length - t.length);
    if (decompose(last(p))?.final !== 'ㅆ') continue;
    const bare = editLast(p, (c) => withFinal(c, ''));
    if (!bare) continue;
    add(t.length + 1, (o) => {
      if (last(bare) === '여' && bare.length > 1) o.push(init(bare)); // 하였다
      infinitiveStems(bare, o);
    });
  }
  for (const [jamo, tails] of JAMO) {
    for (const t of tails) {
      if (!word.endsWith(t)) continue;
      // A linking 은/을/읍 is as telling as a one-syllable particle, and verb forms are more common.
      const linked = /^[은을읍]$/.test(word.charAt(word.length - t.length - 1));
      add(t.length + (linked ? 1.7 : 0.5), (o) => jamoStems(word, jamo, t, o));
    }
  }
  for (const e of LINKING) if (ends(e)) add(e.length, (o) => linkingStems(word, e, o));
  for (const e of DIRECT) {
    if (!ends(e)) continue;
    const p = word.slice(0, word.length - e.length);
    if (e.startsWith('습') && !hasFinal(last(p))) continue;
    add(e.length, (o) => {
      o.push(p);
      if (/^[는네니나냐느]/.test(e) && !hasFinal(last(p))) o.push(editLast(p, (c) => withFinal(c, 'ㄹ')) ?? ''); // 사는 → 살
    });
  }
  // Honorific 시: 가셨어요 → 가시 → 가, 읽으셨어요 → 읽으시 → 읽.
  for (const [s, score] of [...scored]) {
    if (!s.endsWith('시') || s.length < 2) continue;
    const b = init(s);
    add(score - 0.1, (o) => {
      o.push(b.length > 1 && b.endsWith('으') ? init(b) : b);
      if (b.length > 1 && b.endsWith('으')) {
        const q = init(b);
        if (decompose(last(q))?.final === 'ㄹ') o.push(editLast(q, (c) => withFinal(c, 'ㄷ')) ?? ''); // 걸으시 → 걷
        if (!hasFinal(last(q))) o.push(editLast(q, (c) => withFinal(c, 'ㅅ')) ?? ''); // 나으시 → 낫
      }
      if (b.length > 1 && b.endsWith('우')) o.push(editLast(init(b), (c) => (hasFinal(c) ? null : withFinal(c, 'ㅂ'))) ?? ''); // 가까우시 → 가깝
      if (!hasFinal(last(b))) o.push(editLast(b, (c) => withFinal(c, 'ㄹ')) ?? '');
    });
  }
  const best = new Map<string, number>();
  for (const [s, score] of scored) if (s && [...s].every(isSyllable) && score > (best.get(s) ?? -1)) best.set(s, score);
  return [...best].sort((a, b) => b[1] - a[1]);
}

/**
 * Nouns `word` may be with particles or the copula, scored like the stems: a particle is a little
 * more telling than a verb ending of the same length, except 요 (저요 is rare, 가요 is common).
 */
function nounCandidates(word: string): [string, number][] {
  const out: [string, number][] = [];
  const strip = (w: string, depth: number): void => {
    for (const [p, cond] of PARTICLES) {
      if (w.length <= p.length || !w.endsWith(p)) continue;
      const n = w.slice(0, w.length - p.length);
      const f = decompose(last(n))?.final ?? '';
      if (cond === 'C' && !f) continue;
      if (cond === 'V' && f) continue;
      if (cond === 'VL' && f && f !== 'ㄹ') continue;
      const score = p === '요' ? 0.4 : p.length + 0.6 - depth;
      out.push([n, score]);
      if (n.length > 1 && n.endsWith('들')) out.push([init(n), score - 0.05]); // 사람들이 → 사람
      if (depth < 1) strip(n, depth + 1); // 학교에서도 → 학교에서 → 학교
    }
  };
  strip(word, 0);
  return out;
}

/**
 * A phrase (words with spaces): the phrase with its last word in dictionary form (보고 싶어요 → 보고
 * 싶다), then the last word and its dictionary forms, then the other words' (생일 축하합니다 → 축하하다, 생일).
 */
function deinflectPhrase(words: string[]): string[] {
  const rest = words.slice(0, -1).join(' ');
  const last = words[words.length - 1] as string;
  const lemmas = deinflectKorean(last);
  const out = lemmas.slice(0, 8).map((l) => `${rest} ${l}`);
  out.push(last, ...lemmas.slice(0, 6));
  for (const w of words.slice(0, -1)) out.push(w, ...deinflectKorean(w).slice(0, 3));
  return out;
}

export function deinflectKorean(text: string): string[] {
  const clean = text.replace(/[?!.,~]+$/, '').trim();
  const words = clean.split(/\s+/);
  if (words.length > 1) return words.every((w) => [...w].every(isSyllable)) ? deinflectPhrase(words) : [];
  const word = clean;
  if (!word || ![...word].every(isSyllable)) return [];
  const scored: [string, number][] = [...nounCandidates(word), ...scoredStems(word).map(([s, n]): [string, number] => [`${s}다`, n])];
  if (word.length > 1 && word.endsWith('들')) scored.push([init(word), 1]);
  const f = decompose(last(word));
  if (f && (f.final === 'ㄴ' || f.final === 'ㄹ')) scored.push([init(word) + (withFinal(last(word), '') ?? ''), 0.3]); // 난 → 나
  const best = new Map<string, number>();
  for (const [c, n] of scored) if (c && c !== word && n > (best.get(c) ?? -1)) best.set(c, n);
  const pronouns = PRONOUNS[word] ?? [];
  return [
    ...pronouns,
    ...[...best]
      .sort((a, b) => b[1] - a[1])
      .map(([c]) => c)
      .filter((c) => !pronouns.includes(c)),
  ];
}
