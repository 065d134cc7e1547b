/**
 * Spanish pronunciation as broad IPA for neutral Latin-American Spanish (seseo: z, ce, ci → s;
 * yeísmo: ll, y → ʝ), with the stress mark before the stressed syllable: comer → koˈmeɾ,
 * corazón → koɾaˈson, guitarra → ɡiˈtara. Spelling is rule-based, so this needs no data.
 * Stress: the written accent, else the second-last syllable for words ending in a vowel, n or s,
 * else the last. Unaccented function words (de, la, que…) get no stress mark.
 */

type Kind = 'V' | 'C';
interface Unit {
  ipa: string;
  kind: Kind;
  /** A weak vowel (i, u) that may join a neighbour into a diphthong. */
  weak?: boolean;
  /** Carries a written accent. */
  accent?: boolean;
  /** A vowel written y (hoy, muy): always the glide of its diphthong. */
  offglide?: boolean;
}

const VOWELS: Record<string, [string, boolean, boolean]> = {
  a: ['a', false, false],
  e: ['e', false, false],
  o: ['o', false, false],
  i: ['i', true, false],
  u: ['u', true, false],
  ü: ['u', true, false],
  á: ['a', false, true],
  é: ['e', false, true],
  ó: ['o', false, true],
  í: ['i', false, true],
  ú: ['u', false, true],
};

const UNSTRESSED = new Set(
  'a al con de del e el en la las le les lo los me mi mis nos o os por que se sin su sus te tu tus u un una unos unas y'.split(' '),
);

const ONSETS = new Set(['pl', 'pɾ', 'bl', 'bɾ', 'fl', 'fɾ', 'kl', 'kɾ', 'ɡl', 'ɡɾ', 'tɾ', 'dɾ', 'tl', 't͡ʃ']);

/** Letters → sound units. */
function units(word: string): Unit[] {
  const w = word.toLowerCase();
  const out: Unit[] = [];
  const C = (ipa: string): void => {
    out.push({ ipa, kind: 'C' });
  };
  const isFrontVowel = (c: string | undefined): boolean => !!c && 'eiéí'.includes(c);
  const isVowelLetter = (c: string | undefined): boolean => !!c && c in VOWELS;
  for (let i = 0; i < w.length; i++) {
    const c = w[i] as string;
    const next = w[i + 1];
    const prev = w[i - 1];
    if (c in VOWELS) {
      // u is silent in gue, gui, que, qui.
      if (c === 'u' && (prev === 'q' || prev === 'g') && isFrontVowel(next)) continue;
      const [ipa, weak, accent] = VOWELS[c] as [string, boolean, boolean];
      out.push({ ipa, kind: 'V', weak, accent });
      continue;
    }
    switch (c) {
      case 'b':
      case 'v':
        C('b');
        break;
      case 'c':
        if (next === 'h') {
          C('t͡ʃ');
          i++;
        } else C(isFrontVowel(next) ? 's' : 'k');
        break;
      case 'z':
        C('s');
        break;
      case 'q':
        C('k');
        break;
      case 'g':
        C(isFrontVowel(next) ? 'x' : 'ɡ');
        break;
      case 'j':
        C('x');
        break;
      case 'h':
        break;
      case 'l':
        if (next === 'l') {
          C('ʝ');
          i++;
        } else C('l');
        break;
      case 'ñ':
        C('ɲ');
        break;
      case 'r':
        if (next === 'r') {
          C('r');
          i++;
        } else C(i === 0 || prev === 'n' || prev === 'l' || prev === 's' ? 'r' : 'ɾ');
        break;
      case 'y':
        // y is a vowel at the end of a word or before a consonant (hoy, y), else the consonant ʝ.
        if (isVowelLetter(next)) C('ʝ');
        else out.push({ ipa: 'i', kind: 'V', weak: true, offglide: true });
        break;
      case 'x':
        C('k');
        C('s');
        break;
      case 'w':
        C('w');
        break;
      default:
        if (/[a-z]/.test(c)) C(c);
        break;
    }
  }
  return out;
}

/** Groups units into syllables; vowels next to each other form one nucleus unless both are strong. */
function syllables(us: Unit[]): Unit[][] {
  // Nuclei: runs of vowels split between two strong (or accented) vowels.
  const nucleusOf: number[] = new Array(us.length).fill(-1);
  let n = -1;
  for (let i = 0; i < us.length; i++) {
    const u = us[i] as Unit;
    if (u.kind !== 'V') continue;
    const p = us[i - 1];
    const joins = p?.kind === 'V' && (u.weak || p.weak);
    if (!joins) n++;
    nucleusOf[i] = n;
  }
  if (n < 0) return [us];
  const sylls: Unit[][] = Array.from({ length: n + 1 }, () => []);
  let i = 0;
  let cur = 0;
  const pending: Unit[] = [];
  while (i < us.length) {
    const u = us[i] as Unit;
    if (u.kind === 'V') {
      const k = nucleusOf[i] as number;
      if (k !== cur || (sylls[cur] as Unit[]).some((x) => x.kind === 'V')) {
        // Consonants between the previous nucleus and this one: the onset goes to this syllable.
        let take = pending.length === 0 ? 0 : 1;
        if (pending.length >= 2) {
          const pair = (pending[pending.length - 2] as Unit).ipa + (pending[pending.length - 1] as Unit).ipa;
          if (ONSETS.has(pair)) take = 2;
        }
        if (cur !== k) (sylls[cur] as Unit[]).push(...pending.slice(0, pending.length - take));
        (sylls[k] as Unit[]).push(...pending.slice(pending.length - take));
        pending.length = 0;
        cur = k;
      } else {
        (sylls[k] as Unit[]).push(...pending);
        pending.length = 0;
      }
      (sylls[k] as Unit[]).push(u);
    } else pending.push(u);
    i++;
  }
  (sylls[cur] as Unit[]).push(...pending);
  return sylls;
}

function render(syl: Unit[]): string {
  const vi = syl.map((u, i) => (u.kind === 'V' ? i : -1)).filter((i) => i >= 0);
  // The nucleus vowel: an accented or strong vowel, else the last of two weak ones (ciudad → sju).
  let main =
    vi.find((i) => syl[i]?.accent) ??
    vi.find((i) => !syl[i]?.weak) ??
    [...vi].reverse().find((i) => !syl[i]?.offglide) ??
    vi[vi.length - 1] ??
    -1;
  if (main < 0) main = -1;
  return syl
    .map((u, i) => {
      if (u.kind !== 'V' || i === main) return u.ipa;
      const glide = u.ipa === 'i' ? 'j' : 'w';
      return i < main ? glide : `${u.ipa}̯`;
    })
    .join('');
}

export function spanishWordIpa(word: string): string {
  const us = units(word);
  if (!us.some((u) => u.kind === 'V')) return us.map((u) => u.ipa).join('');
  const sylls = syllables(us);
  const letters = word.toLowerCase().replace(/[^a-zñáéíóúü]/g, '');
  let stress = sylls.findIndex((s) => s.some((u) => u.accent));
  if (stress < 0) {
    if (sylls.length === 1) stress = UNSTRESSED.has(letters) ? -1 : 0;
    else stress = /[aeiouns]$/.test(letters) ? sylls.length - 2 : sylls.length - 1;
  }
  return sylls.map((s, i) => (i === stress ? 'ˈ' : '') + render(s)).join('');
}

/** IPA of a word or phrase (words separated by spaces); null when it has no Spanish letters. */
export function spanishIpa(text: string): string | null {
  const words = text
    .toLowerCase()
    .split(/[\s-]+/)
    .map((w) => w.replace(/[^a-zñáéíóúü]/g, ''))
    .filter(Boolean);
  if (words.length === 0) return null;
  return words.map(spanishWordIpa).join(' ');
}
