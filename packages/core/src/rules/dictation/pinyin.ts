/**
 * Pinyin answers to a Chinese dictation: tone marks (nǐ hǎo), tone numbers (ni3 hao3) or no tones
 * (ni hao). Letters and tones compare separately: same letters and same tones is right; same letters
 * with missing or wrong tones is "almost" (shown, counted wrong). v stands for ü; spaces and
 * apostrophes are ignored; neutral tones are written with no mark (or 0/5).
 */

const MARKS: Record<string, number> = { '\u0304': 1, '\u0301': 2, '\u030c': 3, '\u0300': 4 };
const MARKED: Record<string, string[]> = {
  a: ['ā', 'á', 'ǎ', 'à'],
  e: ['ē', 'é', 'ě', 'è'],
  i: ['ī', 'í', 'ǐ', 'ì'],
  o: ['ō', 'ó', 'ǒ', 'ò'],
  u: ['ū', 'ú', 'ǔ', 'ù'],
  ü: ['ǖ', 'ǘ', 'ǚ', 'ǜ'],
};

/** Latin letters (with or without tone marks) and no Han characters. */
export function isPinyinAnswer(text: string): boolean {
  const s = text.normalize('NFKC');
  return /[a-zA-Zāáǎàēéěèīíǐìōóǒòūúǔùǖǘǚǜüv]/u.test(s) && !/\p{Script=Han}/u.test(s);
}

/** Letters (ü for v and u+diaeresis) and the tones in order (1-4; neutral tones leave none). */
export function parsePinyin(text: string): { letters: string; tones: number[] } {
  let letters = '';
  const tones: number[] = [];
  for (const ch of text.normalize('NFKC').toLowerCase().normalize('NFD')) {
    if (ch >= 'a' && ch <= 'z') letters += ch === 'v' ? 'ü' : ch;
    else if (ch === '\u0308') letters = letters.endsWith('u') ? `${letters.slice(0, -1)}ü` : letters;
    else if (MARKS[ch] !== undefined) tones.push(MARKS[ch] as number);
    else if (ch >= '1' && ch <= '4') tones.push(Number(ch));
  }
  return { letters, tones };
}

/** One syllable with its tone mark: on a or e, on o of "ou", else on the last vowel. */
export function markSyllable(letters: string, tone: number): string {
  const s = letters.replace(/v/g, 'ü');
  if (tone < 1 || tone > 4) return s;
  let at = s.indexOf('a');
  if (at < 0) at = s.indexOf('e');
  if (at < 0 && s.includes('ou')) at = s.indexOf('o');
  if (at < 0) {
    for (let k = s.length - 1; k >= 0; k--) {
      if ('iouü'.includes(s[k] as string)) {
        at = k;
        break;
      }
    }
  }
  if (at < 0) return s;
  const marked = MARKED[s[at] as string]?.[tone - 1];
  return marked ? s.slice(0, at) + marked + s.slice(at + 1) : s;
}

/** Syllables with tone numbers (pinyin-pro `toneType: 'num'`: "hang2", "ma0") → marked, no spaces. */
export function markedPinyin(syllables: string[]): string {
  return syllables
    .map((s) => {
      const m = /^([a-zü:v]+?)([0-5])?$/iu.exec(s.trim().toLowerCase().replace('u:', 'ü'));
      return m ? markSyllable(m[1] as string, Number(m[2] ?? 0)) : s.toLowerCase();
    })
    .join('');
}

/** The learner's pinyin as displayed: lower case, v → ü, tone numbers turned into marks, no spaces. */
export function displayPinyin(text: string): string {
  const s = text
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFC')
    .replace(/u\u0308|v/g, 'ü')
    .replace(/[\s'’·-]+/gu, '');
  return s.replace(/([a-zü]+)([0-5])/gu, (_, letters: string, tone: string) => markSyllable(letters, Number(tone)));
}

export function pinyinCompare(answer: string, syllables: string[]): { correct: boolean; almost: boolean; expected: string; given: string } {
  const want = parsePinyin(syllables.join(' '));
  const got = parsePinyin(answer);
  const lettersOk = want.letters === got.letters;
  const tonesOk = want.tones.length === got.tones.length && want.tones.every((t, k) => got.tones[k] === t);
  return {
    correct: lettersOk && tonesOk,
    almost: lettersOk && !tonesOk,
    expected: markedPinyin(syllables),
    given: displayPinyin(answer),
  };
}
