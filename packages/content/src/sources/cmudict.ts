/**
 * CMU Pronouncing Dictionary (`cmu-pronouncing-dictionary`): ARPAbet to IPA (US) with stress marks.
 * Unstressed AH0 is a schwa (ə) and unstressed ER0 is ɚ; stressed AH is ʌ and ER is ɝ.
 */

const VOWELS: Record<string, string> = {
  AA: 'ɑ',
  AE: 'æ',
  AH: 'ʌ',
  AO: 'ɔ',
  AW: 'aʊ',
  AY: 'aɪ',
  EH: 'ɛ',
  ER: 'ɝ',
  EY: 'eɪ',
  IH: 'ɪ',
  IY: 'i',
  OW: 'oʊ',
  OY: 'ɔɪ',
  UH: 'ʊ',
  UW: 'u',
};
const CONSONANTS: Record<string, string> = {
  B: 'b',
  CH: 'tʃ',
  D: 'd',
  DH: 'ð',
  F: 'f',
  G: 'ɡ',
  HH: 'h',
  JH: 'dʒ',
  K: 'k',
  L: 'l',
  M: 'm',
  N: 'n',
  NG: 'ŋ',
  P: 'p',
  R: 'r',
  S: 's',
  SH: 'ʃ',
  T: 't',
  TH: 'θ',
  V: 'v',
  W: 'w',
  Y: 'j',
  Z: 'z',
  ZH: 'ʒ',
};
/** Consonant clusters that may start an English syllable (for placing the stress mark). */
const ONSETS = new Set([
  'P R',
  'P L',
  'B R',
  'B L',
  'T R',
  'D R',
  'K R',
  'K L',
  'G R',
  'G L',
  'F R',
  'F L',
  'TH R',
  'SH R',
  'S P',
  'S T',
  'S K',
  'S M',
  'S N',
  'S L',
  'S W',
  'T W',
  'K W',
  'D W',
  'S P R',
  'S T R',
  'S K R',
  'S P L',
  'S K W',
  'P Y',
  'B Y',
  'K Y',
  'F Y',
  'M Y',
  'HH Y',
  'V Y',
  'G W',
  'TH W',
]);

interface Phone {
  base: string;
  stress: number | null;
}

function phones(arpabet: string): Phone[] {
  return arpabet
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((p) => {
      const m = /^([A-Z]+)([012])?$/.exec(p);
      return { base: m?.[1] ?? p, stress: m?.[2] === undefined ? null : Number(m[2]) };
    });
}

function ipaOf(p: Phone): string {
  if (p.stress === null) return CONSONANTS[p.base] ?? '';
  if (p.base === 'AH' && p.stress === 0) return 'ə';
  if (p.base === 'ER' && p.stress === 0) return 'ɚ';
  return VOWELS[p.base] ?? '';
}

/** `AH0 B R AH1 P T L IY0` → `əˈbrʌptli`. */
export function arpabetToIpa(arpabet: string): string {
  const ps = phones(arpabet);
  const marks = new Map<number, string>();
  let prevVowel = -1;
  ps.forEach((p, i) => {
    if (p.stress === null) return;
    if (p.stress === 1 || p.stress === 2) {
      // Move the mark back over the consonants that can start this syllable.
      let start = i;
      if (prevVowel < 0) start = 0;
      else {
        const cons = ps.slice(prevVowel + 1, i).map((c) => c.base);
        let take = cons.length > 0 ? 1 : 0;
        for (let n = Math.min(3, cons.length); n >= 2; n--) {
          if (ONSETS.has(cons.slice(cons.length - n).join(' '))) {
            take = n;
            break;
          }
        }
        start = i - take;
      }
      marks.set(start, p.stress === 1 ? 'ˈ' : 'ˌ');
    }
    prevVowel = i;
  });
  let out = '';
  ps.forEach((p, i) => {
    out += (marks.get(i) ?? '') + ipaOf(p);
  });
  // A single-syllable word needs no stress mark.
  const vowels = ps.filter((p) => p.stress !== null).length;
  return vowels <= 1 ? out.replace(/[ˈˌ]/g, '') : out;
}
