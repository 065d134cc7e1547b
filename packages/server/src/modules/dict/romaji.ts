/**
 * Romaji → hiragana for dictionary search (taberu → たべる, arigatou → ありがとう), converted by
 * wanakana (Hepburn, kunrei and wapuro spellings: shi/si, tsu/tu, chi/ti, fu/hu, ji/zi, sha/sya,
 * n'/nn, doubled consonants for っ, `-` for ー). Ours around it: the letters a query may use (so most
 * English words, as bank or queen, give no Japanese key), Hepburn's m before b/p/m and tch,
 * wapuro's nn before a consonant, macrons for long vowels (ō read as おう, or おお), and the extra
 * readings a learner means: an unmarked long vowel at the end, は for a final wa, ー for a
 * loanword's long vowel. Answers keys only when the whole query converts.
 */
import { isHiragana, toHiragana } from 'wanakana';

const MACRON: Record<string, string> = { ā: 'aa', â: 'aa', ī: 'ii', î: 'ii', ū: 'uu', û: 'uu', ē: 'ee', ê: 'ee', ō: 'ou', ô: 'ou' };
const MACRONS = /[āâīîūûēêōô]/g;
/** Letters, macrons, `'` (n'), `-` (ー) and spaces, with c only in ch, cch and cy. */
const ROMAJI = /^(?:[abd-zāâīîūûēêōô' -]|c(?=c?[hy]))+$/;
/**
 * What wanakana reads as kana but no romanization writes, and English is full of: q, l and x
 * (qu, la, xa), th, dh, wh, tw, sw, kw… (the, when, two, sweden), yi.
 */
const NOT_ROMAJI = /[lqx]|[dfgkst]w|[dtw]h|yi/;

/** One spelling (no macrons, no spaces) → hiragana, or null when some letters do not make kana. */
function convert(text: string): string | null {
  const spelled = text
    // Hepburn writes ん as m before b, p, m (shimbun); tch is っち (matcha).
    .replace(/m(?=[bpm])/g, 'n')
    .replace(/tch/g, 'cch')
    // Wapuro: nn before a consonant or at the end is one ん (honn); before a vowel or y, ん + n (konnichi).
    .replace(/nn(?![aiueoy])/g, 'n')
    // An apostrophe separates ん from what follows (kon'ya), and after a vowel marks nothing; after
    // another consonant it stays, and the query is not romaji (d'un).
    .replace(/(?<=[aiueo])'/g, '');
  const kana = toHiragana(spelled);
  return kana && isHiragana(kana) ? kana : null;
}

/**
 * Hiragana keys for a romaji query, the literal reading first: `taberu` → [たべる];
 * `tōkyō` → [とうきょう, とおきょお]; `arigato` → [ありがと, ありがとう]. Empty when the query is not
 * romaji through and through.
 */
export function romajiToKana(query: string): string[] {
  const text = query.toLowerCase().normalize('NFC');
  if (!ROMAJI.test(text) || NOT_ROMAJI.test(text) || !/[a-zāâīîūûēêōô]/.test(text)) return [];
  // A hyphen types ー (wapuro: ko-hi- → こーひー); a space separates words.
  const compact = text.replace(/ /g, '');
  const spellings = [compact.replace(MACRONS, (c) => MACRON[c] ?? c)];
  if (/[ōô]/.test(compact)) spellings.push(compact.replace(MACRONS, (c) => (MACRON[c] ?? c).replace('ou', 'oo')));
  const keys: string[] = [];
  for (const s of spellings) {
    const kana = convert(s);
    if (kana && !keys.includes(kana)) keys.push(kana);
  }
  if (keys.length === 0) return [];
  const first = keys[0] as string;
  // Unmarked long vowels at the end: arigato → ありがとう; "oo" typed for おう: tookyoo → とうきょう.
  if (/[こごそぞとどのほぼぽもよろょ]$/.test(first) && !/[aiueo]o$/.test(compact)) keys.push(`${first}う`);
  if (/oo/.test(compact)) {
    const ou = convert(spellings[0]?.replace(/oo/g, 'ou') ?? '');
    if (ou && !keys.includes(ou)) keys.push(ou);
  }
  // The particle は: konnichiwa → こんにちは.
  if (first.endsWith('わ')) keys.push(`${first.slice(0, -1)}は`);
  // Long vowels of loanwords, whose readings keep ー: koohii, kōhī → こーひー.
  const long = convert(compact.replace(/([aiueo])\1|ou|[āâīîūûēêōô]/g, (m) => `${m.length === 2 ? m[0] : (MACRON[m] ?? m)[0]}-`)) ?? '';
  if (long.includes('ー') && !keys.includes(long)) keys.push(long);
  return keys;
}
