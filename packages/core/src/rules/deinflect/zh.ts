/**
 * Chinese has no inflection, but learners type words with an aspect particle or reduplicated
 * (see index.ts): 吃了 / 去过 / 坐着 → 吃 / 去 / 坐; 看看 → 看, 试一试 → 试, 休息休息 → 休息,
 * 干干净净 → 干净. Each rule yields the word it may come from.
 */
const PARTICLES = ['了', '过', '過', '着', '著', '啦'];

export function deinflectChinese(text: string): string[] {
  const chars = [...text];
  const n = chars.length;
  const out: string[] = [];
  if (n < 2) return out;
  // Aspect particles after a verb or adjective: 下雨了 → 下雨, 吃过了 → 吃过 → 吃 (two at most).
  let stem = chars;
  for (let i = 0; i < 2 && stem.length > 1 && PARTICLES.includes(stem[stem.length - 1] as string); i++) {
    stem = stem.slice(0, -1);
    out.push(stem.join(''));
  }
  // AA → A (看看), A一A / A了A → A (试一试, 看了看).
  if (n === 2 && chars[0] === chars[1]) out.push(chars[0] as string);
  if (n === 3 && chars[0] === chars[2] && (chars[1] === '一' || chars[1] === '了')) out.push(chars[0] as string);
  // AABB → AB (干干净净), ABAB → AB (休息休息).
  if (n === 4 && chars[0] === chars[1] && chars[2] === chars[3]) out.push(`${chars[0]}${chars[2]}`);
  if (n === 4 && chars[0] === chars[2] && chars[1] === chars[3]) out.push(`${chars[0]}${chars[1]}`);
  return out;
}
