/**
 * Conjugated forms of frequent Japanese verbs and adjectives, listed as inflected-form (`lemma`)
 * keys in kanji and kana: the build knows each word's conjugation class, which query-time rules
 * must guess, so いった finds 言う and 行く but not 居る (an ichidan verb: いた). Only the most used
 * forms, only for frequent words, to keep the key table lean.
 */

/** Godan ending → a-, i-, e-, o-row kana, te-form and past endings. */
const GODAN: Record<string, [string, string, string, string, string, string]> = {
  う: ['わ', 'い', 'え', 'お', 'って', 'った'],
  く: ['か', 'き', 'け', 'こ', 'いて', 'いた'],
  ぐ: ['が', 'ぎ', 'げ', 'ご', 'いで', 'いだ'],
  す: ['さ', 'し', 'せ', 'そ', 'して', 'した'],
  つ: ['た', 'ち', 'て', 'と', 'って', 'った'],
  ぬ: ['な', 'に', 'ね', 'の', 'んで', 'んだ'],
  ぶ: ['ば', 'び', 'べ', 'ぼ', 'んで', 'んだ'],
  む: ['ま', 'み', 'め', 'も', 'んで', 'んだ'],
  る: ['ら', 'り', 'れ', 'ろ', 'って', 'った'],
};
const MASU = ['ます', 'ました', 'ません', 'たい'];
const NAI = ['ない', 'なかった'];

/** The common conjugated forms of `word` of class `rules` (`v1`, `v5`, `vk`, `vs`, `adj-i`), without `word`. */
export function conjugate(word: string, rules: string): string[] {
  const out: string[] = [];
  const add = (stem: string, ...endings: string[]) => {
    for (const e of endings) out.push(stem + e);
  };
  if (rules === 'v1' && word.endsWith('る') && word.length >= 2) {
    const s = word.slice(0, -1);
    add(s, 'た', 'て', 'ている', 'られる', 'させる', 'よう', 'れば', 'ろ', ...MASU, ...NAI);
  } else if (rules === 'v5' && word.length >= 2) {
    const row = GODAN[word.slice(-1)];
    if (!row) return out;
    const s = word.slice(0, -1);
    const [a, i, e, o, te, ta] = row;
    // 行く is irregular in the te-form: 行って, 行った.
    const iku = /^(行|い|ゆ|逝|往)く$/.test(word);
    add(s, iku ? 'って' : te, iku ? 'った' : ta, `${iku ? 'って' : te}いる`);
    add(s + i, ...MASU);
    add(s + a, ...NAI, 'れる', 'せる');
    add(s + e, 'る', 'ば');
    add(s + o, 'う');
  } else if (rules === 'vk' && word.endsWith('くる')) {
    const s = word.slice(0, -2);
    add(`${s}き`, 'た', 'て', 'ている', ...MASU);
    add(`${s}こ`, ...NAI, 'られる', 'よう', 'い');
  } else if (rules === 'vk' && word.endsWith('来る')) {
    const s = word.slice(0, -2);
    add(`${s}来`, 'た', 'て', 'ている', ...MASU, ...NAI, 'られる', 'よう', 'い');
  } else if (rules === 'vs' && word.endsWith('する')) {
    const s = word.slice(0, -2);
    add(`${s}し`, 'た', 'て', 'ている', 'よう', 'ろ', ...MASU, ...NAI);
    add(s, 'される', 'させる', 'すれば');
  } else if (rules === 'adj-i' && word.endsWith('い') && word.length >= 2) {
    const s = word.slice(0, -1);
    add(s, 'かった', 'くない', 'くなかった', 'くて', 'く', 'ければ', 'さ', 'そう');
  }
  return out;
}
