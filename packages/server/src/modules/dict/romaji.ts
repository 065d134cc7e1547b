/**
 * Romaji → hiragana for dictionary search (taberu → たべる, arigatou → ありがとう). Accepts Hepburn
 * and the common kunrei/wapuro spellings (shi/si, tsu/tu, chi/ti, fu/hu, ji/zi, sha/sya, n/n'/nn),
 * doubled consonants for っ and macrons for long vowels (ō read as おう, or おお). Answers null unless
 * the whole query converts, so most English words (bank, street) give no Japanese key.
 */

const VOWELS: Record<string, string> = { a: 'あ', i: 'い', u: 'う', e: 'え', o: 'お' };

/** Consonant(s) → the kana of their five syllables a, i, u, e, o ('' where there is none). */
const ROWS: Record<string, string[]> = {
  k: ['か', 'き', 'く', 'け', 'こ'],
  g: ['が', 'ぎ', 'ぐ', 'げ', 'ご'],
  s: ['さ', 'し', 'す', 'せ', 'そ'],
  z: ['ざ', 'じ', 'ず', 'ぜ', 'ぞ'],
  t: ['た', 'ち', 'つ', 'て', 'と'],
  d: ['だ', 'ぢ', 'づ', 'で', 'ど'],
  n: ['な', 'に', 'ぬ', 'ね', 'の'],
  h: ['は', 'ひ', 'ふ', 'へ', 'ほ'],
  b: ['ば', 'び', 'ぶ', 'べ', 'ぼ'],
  p: ['ぱ', 'ぴ', 'ぷ', 'ぺ', 'ぽ'],
  m: ['ま', 'み', 'む', 'め', 'も'],
  y: ['や', '', 'ゆ', 'いぇ', 'よ'],
  r: ['ら', 'り', 'る', 'れ', 'ろ'],
  w: ['わ', 'うぃ', 'う', 'うぇ', 'を'],
  f: ['ふぁ', 'ふぃ', 'ふ', 'ふぇ', 'ふぉ'],
  v: ['ゔぁ', 'ゔぃ', 'ゔ', 'ゔぇ', 'ゔぉ'],
  j: ['じゃ', 'じ', 'じゅ', 'じぇ', 'じょ'],
  sh: ['しゃ', 'し', 'しゅ', 'しぇ', 'しょ'],
  ch: ['ちゃ', 'ち', 'ちゅ', 'ちぇ', 'ちょ'],
  ts: ['つぁ', 'つぃ', 'つ', 'つぇ', 'つぉ'],
  jy: ['じゃ', 'じぃ', 'じゅ', 'じぇ', 'じょ'],
  cy: ['ちゃ', 'ちぃ', 'ちゅ', 'ちぇ', 'ちょ'],
};
const SMALL_Y: Record<string, string> = { a: 'ゃ', u: 'ゅ', o: 'ょ', e: 'ぇ', i: 'ぃ' };
/** Consonants that take a y-glide (kya きゃ, sya しゃ). */
const YOON = new Set(['k', 'g', 's', 'z', 't', 'd', 'n', 'h', 'b', 'p', 'm', 'r', 'f', 'v']);
const MACRON: Record<string, string> = { ā: 'aa', â: 'aa', ī: 'ii', î: 'ii', ū: 'uu', û: 'uu', ē: 'ee', ê: 'ee', ō: 'ou', ô: 'ou' };
const ROMAJI = /^[a-zāâīîūûēêōô' -]+$/;

function vowelIndex(c: string | undefined): number {
  return c === undefined ? -1 : 'aiueo'.indexOf(c);
}

/** One romaji spelling (no macrons) → hiragana, or null when some letters do not make kana. */
function convert(text: string): string | null {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i] as string;
    const v = VOWELS[c];
    if (v) {
      out += v;
      i++;
      continue;
    }
    if (c === '-') {
      out += 'ー';
      i++;
      continue;
    }
    if (c === "'") {
      i++;
      continue;
    }
    const next = text[i + 1];
    if (c === 'n') {
      // nn: ん (wapuro), unless a vowel follows (konnichi: ん + に).
      if (next === 'n') {
        const after = text[i + 2];
        if (after === undefined || (vowelIndex(after) < 0 && after !== 'y')) {
          out += 'ん';
          i += 2;
          continue;
        }
        out += 'ん';
        i++;
        continue;
      }
      if (next === "'" || next === undefined || (vowelIndex(next) < 0 && next !== 'y')) {
        out += 'ん';
        i += next === "'" ? 2 : 1;
        continue;
      }
    }
    if (c === 'm' && (next === 'b' || next === 'p' || next === 'm')) {
      // Hepburn writes ん as m before b, p, m (shimbun).
      out += 'ん';
      i++;
      continue;
    }
    // Doubled consonant (and tch): っ.
    if ((next === c && c !== 'n' && /[bcdfghjklmpqrstvwxyz]/.test(c)) || (c === 't' && next === 'c')) {
      out += 'っ';
      i++;
      continue;
    }
    // Longest consonant cluster first: sh, ch, ts, jy, cy; then y-glides; then one letter.
    const two = text.slice(i, i + 2);
    const row2 = ROWS[two];
    if (row2) {
      const k = vowelIndex(text[i + 2]);
      if (k >= 0 && row2[k]) {
        out += row2[k];
        i += 3;
        continue;
      }
      if (two === 'sh' || two === 'ch') {
        // shy/chy read as sh/ch.
        if (text[i + 2] === 'y' && vowelIndex(text[i + 3]) >= 0 && row2[vowelIndex(text[i + 3])]) {
          out += row2[vowelIndex(text[i + 3])];
          i += 4;
          continue;
        }
      }
    }
    if (next === 'y' && YOON.has(c)) {
      const k = text[i + 2];
      const base = ROWS[c]?.[1];
      const small = k ? SMALL_Y[k] : undefined;
      if (base && small && k !== 'i') {
        out += base + small;
        i += 3;
        continue;
      }
    }
    const row = ROWS[c];
    const k = vowelIndex(next);
    if (row && k >= 0 && row[k]) {
      out += row[k];
      i += 2;
      continue;
    }
    return null;
  }
  return out;
}

/**
 * Hiragana keys for a romaji query, the literal reading first: `taberu` → [たべる];
 * `tōkyō` → [とうきょう, とおきょお]; `arigato` → [ありがと, ありがとう]. Empty when the query is not
 * romaji through and through.
 */
export function romajiToKana(query: string): string[] {
  const text = query.toLowerCase().normalize('NFC');
  if (!ROMAJI.test(text) || !/[a-zāâīîūûēêōô]/.test(text)) return [];
  // A hyphen types ー (wapuro: ko-hi- → こーひー); a space separates words.
  const compact = text.replace(/ /g, '');
  const spellings = [compact.replace(/[āâīîūûēêōô]/g, (c) => MACRON[c] ?? c)];
  if (/[ōô]/.test(compact)) spellings.push(compact.replace(/[āâīîūûēêōô]/g, (c) => (MACRON[c] ?? c).replace('ou', 'oo')));
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
