/**
 * Japanese deinflection rules (see index.ts), in the manner of rikaichan's and Yomitan's tables:
 * each rule swaps an ending (た → る) and names the word class the form must be (`from`) and the
 * class it leads to (`to`); rules chain (食べられなかった → 食べられない → 食べられる → 食べる), so a
 * form's class restricts what may come next. Classes: the dictionary ones (ichidan, godan, する,
 * 来る, i-adjective) and three in-between ones (te-form, continuative stem 食べ/書き, negative stem
 * 書か). Works on kanji and kana alike since it only looks at endings. Over-generates a little:
 * search keeps only candidates the dictionary has.
 */

const V1 = 1; // ichidan: 食べる
const V5 = 2; // godan: 書く
const VS = 4; // する
const VK = 8; // 来る
const ADJ = 16; // i-adjective: 高い (and forms that conjugate like one: 〜ない, 〜たい)
const TE = 32; // te-form: 食べて, 書いて
const STEM = 64; // continuative stem: 食べ(ます), 書き(ます)
const NSTEM = 128; // negative stem: 食べ(ない), 書か(ない)
const NOUN = 256; // a noun or na-adjective behind する/だ/な
/** The typed form itself: rules for forms that do not conjugate further apply only to it. */
const FINAL = 512;
const ANY = 0xffff;
/** Any form that conjugates on (auxiliaries after the te-form). */
const CONJ = V1 | V5 | VS | VK | ADJ | FINAL;
/** What a typed form may be: anything but a bare stem. */
const TYPED = ANY & ~(STEM | NSTEM);
const DICT = V1 | V5 | VS | VK | ADJ | NOUN;

interface Rule {
  suffix: string;
  base: string;
  from: number;
  to: number;
}

const rules: Rule[] = [];
const rule = (suffix: string, base: string, from: number, to: number): void => {
  rules.push({ suffix, base, from, to });
};

/** Godan endings: dictionary kana, a-, i-, e-, o-row kana, te-form ending. */
const GODAN: [string, string, string, string, string, string][] = [
  ['う', 'わ', 'い', 'え', 'お', 'って'],
  ['く', 'か', 'き', 'け', 'こ', 'いて'],
  ['ぐ', 'が', 'ぎ', 'げ', 'ご', 'いで'],
  ['す', 'さ', 'し', 'せ', 'そ', 'して'],
  ['つ', 'た', 'ち', 'て', 'と', 'って'],
  ['ぬ', 'な', 'に', 'ね', 'の', 'んで'],
  ['ぶ', 'ば', 'び', 'べ', 'ぼ', 'んで'],
  ['む', 'ま', 'み', 'め', 'も', 'んで'],
  ['る', 'ら', 'り', 'れ', 'ろ', 'って'],
];

// Past, conditional, listing: the te-form with た/だ (食べた → 食べて → 食べる).
for (const [ta, te] of [
  ['た', 'て'],
  ['だ', 'で'],
  ['たら', 'て'],
  ['だら', 'で'],
  ['たり', 'て'],
  ['だり', 'で'],
  ['ちゃ', 'て'],
  ['じゃ', 'で'],
  ['ては', 'て'],
  ['では', 'で'],
  ['ても', 'て'],
  ['でも', 'で'],
]) {
  rule(ta as string, te as string, FINAL, TE);
}
// Te-form → dictionary form.
rule('て', 'る', TE, V1);
// 行く's te-form is irregular (行って, not 行いて): before the regular table, which reads 行って as 行う.
rule('行って', '行く', TE, V5);
rule('いって', 'いく', TE, V5);
for (const [u, , , , , te] of GODAN) rule(te, u, TE, V5);
rule('して', 'する', TE, VS);
rule('きて', 'くる', TE, VK);
rule('来て', '来る', TE, VK);
rule('くて', 'い', TE, ADJ);
rule('で', '', TE, NOUN);
// Auxiliaries after the te-form (食べている, 読んでしまう, 見てください).
for (const aux of [
  'いる',
  'る',
  'おる',
  'しまう',
  'おく',
  'ある',
  'みる',
  'いく',
  'くる',
  'くれる',
  'もらう',
  'あげる',
  'ください',
  'くださる',
  'ほしい',
  'いただく',
  'いただける',
  'から',
  'も',
  'は',
]) {
  rule(`て${aux}`, 'て', CONJ, TE);
  rule(`で${aux}`, 'で', CONJ, TE);
}
rule('ちゃう', 'て', V5, TE);
rule('じゃう', 'で', V5, TE);
rule('とく', 'て', V5, TE);
rule('どく', 'で', V5, TE);

// Polite and other continuative-stem endings (食べます, 書きたい, 読みながら).
for (const s of ['ます', 'ました', 'ません', 'ませんでした', 'ましょう', 'まして', 'ませ', 'ましたら', 'ますれば'])
  rule(s, '', FINAL, STEM);
rule('たい', '', ADJ, STEM);
rule('たがる', '', V5, STEM);
rule('ながら', '', FINAL, STEM);
rule('なさい', '', FINAL, STEM);
rule('なさる', '', V5, STEM);
rule('そう', '', FINAL, STEM);
rule('すぎる', '', V1, STEM);
rule('やすい', '', ADJ, STEM);
rule('にくい', '', ADJ, STEM);
rule('方', '', FINAL, STEM);
rule('かた', '', FINAL, STEM);
// Stem → dictionary form.
rule('', 'る', STEM, V1);
for (const [u, , i] of GODAN) rule(i, u, STEM, V5);
rule('し', 'する', STEM, VS);
rule('き', 'くる', STEM, VK);
rule('来', '来る', STEM, VK);

// Negative-stem endings (書かない, 食べず, 書かせる, 書かれる).
rule('ない', '', ADJ, NSTEM);
// Not bare ず/ぬ/ん: classical or slangy, and they read too many kana words as verbs (みず → みる).
rule('ずに', '', FINAL, NSTEM);
rule('なきゃ', '', FINAL, NSTEM);
rule('なくちゃ', '', FINAL, NSTEM);
rule('ないで', '', FINAL, NSTEM);
rule('せる', '', V1, NSTEM);
rule('させる', '', V1, NSTEM);
rule('す', '', V5, NSTEM);
rule('さす', '', V5, NSTEM);
rule('れる', '', V1, NSTEM);
rule('られる', '', V1, NSTEM);
rule('せられる', '', V1, NSTEM);
rule('させられる', '', V1, NSTEM);
rule('される', '', V1, NSTEM);
// Negative stem → dictionary form.
rule('', 'る', NSTEM, V1);
for (const [u, a] of GODAN) rule(a, u, NSTEM, V5);
rule('し', 'する', NSTEM, VS);
rule('さ', 'する', NSTEM, VS);
rule('せ', 'する', NSTEM, VS);
rule('こ', 'くる', NSTEM, VK);
rule('来', '来る', NSTEM, VK);

// Godan potential, imperative, conditional, volitional (書ける, 書け, 書けば, 書こう).
for (const [u, , , e, o] of GODAN) {
  rule(`${e}る`, u, V1, V5);
  rule(e, u, FINAL, V5);
  rule(`${e}ば`, u, FINAL, V5);
  rule(`${o}う`, u, FINAL, V5);
}
// Ichidan imperative, volitional, conditional, potential without ら (食べろ, 食べよう, 食べれば, 食べれる).
rule('ろ', 'る', FINAL, V1);
rule('よ', 'る', FINAL, V1);
rule('よう', 'る', FINAL, V1);
rule('れば', 'る', FINAL, V1);
rule('れる', 'る', V1, V1);
// する and 来る.
for (const [form, base] of [
  ['しろ', 'する'],
  ['せよ', 'する'],
  ['しよう', 'する'],
  ['すれば', 'する'],
  ['できる', 'する'],
  ['こい', 'くる'],
  ['来い', '来る'],
  ['こよう', 'くる'],
  ['来よう', '来る'],
  ['くれば', 'くる'],
  ['来れば', '来る'],
  ['これる', 'くる'],
  ['来れる', '来る'],
  ['こられる', 'くる'],
  ['来られる', '来る'],
]) {
  rule(form as string, base as string, FINAL, (base as string).endsWith('する') ? VS : VK);
}
rule('する', '', VS, NOUN);

// I-adjectives (高かった, 高くない, 高ければ, 高さ, 高そう).
for (const s of ['かった', 'かったら', 'かったり', 'く', 'ければ', 'さ', 'そう', 'すぎる', 'かろう', 'き', 'くなる', 'くする'])
  rule(s, 'い', FINAL, ADJ);
rule('くない', 'い', ADJ, ADJ);
rule('くありません', 'い', FINAL, ADJ);
rule('いです', 'い', FINAL, ADJ);
// Copula and na-adjectives (静かな, 静かに, 静かだった, 学生です).
for (const s of [
  'な',
  'に',
  'だ',
  'だった',
  'です',
  'でした',
  'では',
  'じゃない',
  'ではない',
  'じゃなかった',
  'ではありません',
  'じゃありません',
  'だろう',
  'でしょう',
  'なら',
  'さん',
  'さま',
  '様',
  'ちゃん',
  'くん',
  '君',
]) {
  rule(s, '', FINAL, NOUN);
}

const DICT_ENDING: [number, RegExp][] = [
  [V1, /[いきぎしじちぢにひびぴみりえけげせぜてでねへべぺめれ\p{Script=Han}]る$/u],
  [V5, /[うくぐすつぬぶむる]$/],
  [VS, /する$/],
  [VK, /(くる|来る)$/],
  [ADJ, /い$/],
  [NOUN, /[^っんゃゅょぁぃぅぇぉ]$/],
];

/** Whether `word` looks like a dictionary form of some class in `type`. */
function plausible(word: string, type: number): boolean {
  if (word.length === 0) return false;
  for (const [cls, re] of DICT_ENDING) if (type & cls && re.test(word)) return true;
  return false;
}

/** Most steps of a chain: enough for 食べさせられなかった. */
const MAX_DEPTH = 6;
const MAX_FORMS = 400;

/**
 * Dictionary forms `text` may be an inflection of, breadth first (fewer steps first), so 食べた
 * yields 食べる before longer guesses.
 */
export function deinflectJapanese(text: string): string[] {
  const out: string[] = [];
  const seen = new Map<string, number>([[text, TYPED]]);
  let layer: { word: string; type: number }[] = [{ word: text, type: TYPED }];
  for (let depth = 0; depth < MAX_DEPTH && layer.length > 0 && seen.size < MAX_FORMS; depth++) {
    const next: { word: string; type: number }[] = [];
    for (const { word, type } of layer) {
      for (const r of rules) {
        if (!(r.from & type) || !word.endsWith(r.suffix)) continue;
        const stem = word.slice(0, word.length - r.suffix.length);
        if (stem.length === 0 && r.base.length === 0) continue;
        const w = stem + r.base;
        if (w === word && r.to === type) continue;
        const had = seen.get(w) ?? 0;
        if ((had | r.to) === had) continue;
        seen.set(w, had | r.to);
        next.push({ word: w, type: r.to });
        if (r.to & DICT && plausible(w, r.to & DICT) && !out.includes(w)) out.push(w);
      }
    }
    layer = next;
  }
  return out;
}
