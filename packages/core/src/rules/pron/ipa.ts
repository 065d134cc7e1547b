/**
 * English IPA: the symbols a learner is tested on, a tokenizer that reads a dictionary
 * pronunciation (`/ˈæp.əl/`, `ˈæpl`) into those symbols, and example words used when the
 * dictionary has too few words with a pronunciation.
 */

/** Symbols in tokenizing order (two-character symbols first). */
export const EN_IPA_SYMBOLS = [
  'tʃ',
  'dʒ',
  'eɪ',
  'aɪ',
  'ɔɪ',
  'aʊ',
  'əʊ',
  'oʊ',
  'ɪə',
  'eə',
  'ʊə',
  'iː',
  'ɑː',
  'ɔː',
  'uː',
  'ɜː',
  'p',
  'b',
  't',
  'd',
  'k',
  'g',
  'f',
  'v',
  'θ',
  'ð',
  's',
  'z',
  'ʃ',
  'ʒ',
  'h',
  'm',
  'n',
  'ŋ',
  'l',
  'r',
  'j',
  'w',
  'ɪ',
  'e',
  'æ',
  'ɒ',
  'ʊ',
  'ʌ',
  'ə',
  'i',
  'u',
  'ɑ',
  'ɔ',
  'ɜ',
  'o',
  'a',
] as const;

/** Symbols a question may ask about: the distinctive ones (not plain letters that read as themselves). */
export const EN_IPA_ASKED = [
  'θ',
  'ð',
  'ʃ',
  'ʒ',
  'tʃ',
  'dʒ',
  'ŋ',
  'iː',
  'ɪ',
  'e',
  'æ',
  'ɑː',
  'ɒ',
  'ɔː',
  'ʊ',
  'uː',
  'ʌ',
  'ɜː',
  'ə',
  'eɪ',
  'aɪ',
  'ɔɪ',
  'aʊ',
  'əʊ',
  'ɪə',
  'eə',
] as const;

const VARIANTS: [RegExp, string][] = [
  [/ɡ/g, 'g'],
  [/ɹ/g, 'r'],
  [/ɚ/g, 'ə'],
  [/ɝ/g, 'ɜː'],
  [/ɫ/g, 'l'],
  [/ɐ/g, 'ʌ'],
  [/ʧ/g, 'tʃ'],
  [/ʤ/g, 'dʒ'],
  [/ɛ/g, 'e'],
  [/ː+/g, 'ː'],
];

/** The symbols of an IPA transcription, in order (stress, syllable dots, slashes and brackets dropped). */
export function ipaSymbols(ipa: string): string[] {
  let s = ipa.normalize('NFC').replace(/[/[\]ˈˌ.'()\s‿ˑ]/g, '');
  for (const [re, to] of VARIANTS) s = s.replace(re, to);
  const out: string[] = [];
  let k = 0;
  while (k < s.length) {
    const two = s.slice(k, k + 2);
    if ((EN_IPA_SYMBOLS as readonly string[]).includes(two) && two.length === 2) {
      out.push(two);
      k += 2;
      continue;
    }
    const one = s[k] as string;
    if ((EN_IPA_SYMBOLS as readonly string[]).includes(one)) out.push(one);
    k++;
  }
  return out;
}

/** Example words (British IPA), used when the dictionary has too few words with a pronunciation. */
export const EN_IPA_WORDS: { text: string; ipa: string }[] = [
  { text: 'think', ipa: 'θɪŋk' },
  { text: 'this', ipa: 'ðɪs' },
  { text: 'ship', ipa: 'ʃɪp' },
  { text: 'measure', ipa: 'ˈmeʒə' },
  { text: 'chair', ipa: 'tʃeə' },
  { text: 'judge', ipa: 'dʒʌdʒ' },
  { text: 'sing', ipa: 'sɪŋ' },
  { text: 'see', ipa: 'siː' },
  { text: 'sit', ipa: 'sɪt' },
  { text: 'bed', ipa: 'bed' },
  { text: 'cat', ipa: 'kæt' },
  { text: 'father', ipa: 'ˈfɑːðə' },
  { text: 'hot', ipa: 'hɒt' },
  { text: 'saw', ipa: 'sɔː' },
  { text: 'book', ipa: 'bʊk' },
  { text: 'food', ipa: 'fuːd' },
  { text: 'cup', ipa: 'kʌp' },
  { text: 'bird', ipa: 'bɜːd' },
  { text: 'about', ipa: 'əˈbaʊt' },
  { text: 'day', ipa: 'deɪ' },
  { text: 'my', ipa: 'maɪ' },
  { text: 'boy', ipa: 'bɔɪ' },
  { text: 'now', ipa: 'naʊ' },
  { text: 'go', ipa: 'ɡəʊ' },
  { text: 'near', ipa: 'nɪə' },
  { text: 'hair', ipa: 'heə' },
  { text: 'teacher', ipa: 'ˈtiːtʃə' },
  { text: 'mother', ipa: 'ˈmʌðə' },
  { text: 'vision', ipa: 'ˈvɪʒn' },
  { text: 'young', ipa: 'jʌŋ' },
  { text: 'thought', ipa: 'θɔːt' },
  { text: 'fish', ipa: 'fɪʃ' },
  { text: 'church', ipa: 'tʃɜːtʃ' },
  { text: 'orange', ipa: 'ˈɒrɪndʒ' },
  { text: 'light', ipa: 'laɪt' },
  { text: 'house', ipa: 'haʊs' },
  { text: 'coin', ipa: 'kɔɪn' },
  { text: 'rain', ipa: 'reɪn' },
  { text: 'blue', ipa: 'bluː' },
  { text: 'apple', ipa: 'ˈæpl' },
];
