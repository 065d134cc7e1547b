/**
 * Korean standard pronunciation (표준 발음법) in Hangul, e.g. 먹다 → 먹따, 국물 → 궁물, 같이 → 가치.
 * es-hangul's `standardizePronunciation` does linking, nasalisation, aspiration, palatalisation and
 * ㄹ-assimilation well; with its default `hardConversion` it also tensifies after every ㄴ/ㅁ/ㄹ
 * (친구 → 친꾸, 문제 → 문쩨), so it runs without it and the tensing rules that always hold are added here:
 * - rule 23: after ㄱ/ㄷ/ㅂ (as pronounced), ㄱㄷㅂㅅㅈ become tense (먹다 → 먹따, 학교 → 학꾜);
 * - rules 24/25: verb and adjective stems ending in ㄴ(ㄵ)/ㅁ(ㄻ)/ㄼ/ㄾ tense the 다 (신다 → 신따, 넓다 → 널따);
 * - rule 26: in Sino-Korean words ㄹ + ㄷㅅㅈ tense (갈등 → 갈뜽, 발전 → 발쩐);
 * - rule 5: ㅢ after a consonant is ㅣ (희망 → 히망).
 * es-hangul inserts ㄴ before 야/여/요/유 after any consonant (일요일 → 일료일); inside short Sino-Korean
 * words the standard links instead (일요일 → 이료일, 석유 → 서규, 금연 → 그면), so that is undone there.
 * Tensing from a hidden 사이시옷 (문법 → 문뻡) cannot be predicted and is left out.
 */
import { standardizePronunciation } from 'es-hangul';

const BASE = 0xac00;
const INITIALS = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';
const FINALS = ['', ...'ㄱㄲㄳㄴㄵㄶㄷㄹㄺㄻㄼㄽㄾㄿㅀㅁㅂㅄㅅㅆㅇㅈㅊㅋㅌㅍㅎ'];
const TENSE: Record<string, string> = { ㄱ: 'ㄲ', ㄷ: 'ㄸ', ㅂ: 'ㅃ', ㅅ: 'ㅆ', ㅈ: 'ㅉ' };

interface Syl {
  l: number;
  v: number;
  t: number;
}
const isSyl = (ch: string): boolean => ch >= '\uac00' && ch <= '\ud7a3';
const dec = (ch: string): Syl => {
  const n = ch.charCodeAt(0) - BASE;
  return { l: Math.floor(n / 588), v: Math.floor((n % 588) / 28), t: n % 28 };
};
const enc = (s: Syl): string => String.fromCharCode(BASE + (s.l * 21 + s.v) * 28 + s.t);
const ini = (s: Syl): string => INITIALS[s.l] as string;
const fin = (s: Syl): string => FINALS[s.t] as string;
const L_IEUNG = 11;
/** ㅑ ㅕ ㅛ ㅠ ㅣ: the vowels before which es-hangul may insert ㄴ (백인 → 뱅닌). */
const Y_VOWELS = new Set([2, 6, 12, 17, 20]);
const V_UI = 19;
const V_I = 20;

export interface KoreanPronOptions {
  /** Verb or adjective (stem + 다): rules 24/25 apply to the 다. */
  verb?: boolean;
  /** How many leading syllables are Sino-Korean (hanja): rule 26 and the ㄴ-insertion fix apply there. */
  sino?: number;
}

function safeStandard(word: string): string {
  try {
    return standardizePronunciation(word, { hardConversion: false });
  } catch {
    return word;
  }
}

/**
 * Respells a Sino-Korean word so that a consonant before 야/여/요/유/이 links (일요일 → 이료일); after ㅇ,
 * which cannot link, a space keeps es-hangul from inserting ㄴ (성인 → 성 인).
 */
function linkSino(word: string, sino: number): string {
  const chars = [...word];
  for (let i = 1; i < Math.min(sino, chars.length); i++) {
    if (i > 1 && sino > 2) break; // 식용유, 영업용: a compound boundary further in keeps its ㄴ
    const a = chars[i - 1] as string;
    const b = chars[i] as string;
    if (!isSyl(a) || !isSyl(b)) continue;
    const sa = dec(a);
    const sb = dec(b);
    const coda = fin(sa);
    if (sb.l !== L_IEUNG || !Y_VOWELS.has(sb.v) || !coda || coda.length !== 1) continue;
    if (coda === 'ㅇ') {
      chars[i - 1] = `${a} `; // 성인 → 성 인: nothing links over ㅇ, and the space stops the ㄴ
      continue;
    }
    const onset = INITIALS.indexOf(coda);
    if (onset < 0) continue;
    chars[i - 1] = enc({ ...sa, t: 0 });
    chars[i] = enc({ ...sb, l: onset });
  }
  return chars.join('');
}

/** The standard pronunciation of `word` in Hangul (without brackets). */
export function koreanPronunciation(word: string, opts: KoreanPronOptions = {}): string {
  const sino = opts.sino ?? 0;
  const spelled = [...word];
  const sinoWord = sino >= 2 && !word.includes(' ');
  const out = [...safeStandard(sinoWord ? linkSino(word, sino) : word).replace(sinoWord ? / /g : /^$/, '')];
  // es-hangul keeps one output syllable per input syllable; if not, return its answer unchanged.
  if (out.length !== spelled.length) return out.join('');
  for (let i = 0; i < out.length; i++) {
    const ch = out[i] as string;
    if (!isSyl(ch)) continue;
    const s = dec(ch);
    // rule 5: 희망 → 히망, 무늬 → 무니
    if (s.v === V_UI && s.l !== L_IEUNG) out[i] = enc({ ...s, v: V_I });
    if (i === 0) continue;
    const prev = out[i - 1] as string;
    if (!isSyl(prev) || !isSyl(spelled[i - 1] as string)) continue;
    const p = dec(prev);
    const cur = dec(out[i] as string);
    const tense = TENSE[ini(cur)];
    if (!tense) continue;
    const orig = dec(spelled[i - 1] as string);
    const origCoda = fin(orig);
    const origOnset = isSyl(spelled[i] as string) ? ini(dec(spelled[i] as string)) : '';
    const isLastDa = opts.verb && i === out.length - 1 && spelled[i] === '다';
    const rule23 = ['ㄱ', 'ㄷ', 'ㅂ'].includes(fin(p));
    const rule24 = isLastDa && ['ㄴ', 'ㄵ', 'ㅁ', 'ㄻ', 'ㄼ', 'ㄾ'].includes(origCoda);
    const rule26 =
      i < sino && fin(p) === 'ㄹ' && origCoda === 'ㄹ' && ['ㄷ', 'ㅅ', 'ㅈ'].includes(origOnset) && spelled[i - 1] !== spelled[i];
    if (rule23 || rule24 || rule26) out[i] = enc({ ...cur, l: INITIALS.indexOf(tense) });
  }
  // 밟다 and its forms keep ㅂ (밟다 → 밥따), unlike other ㄼ stems (넓다 → 널따).
  return out.join('').replace(/^발따$/, word === '밟다' ? '밥따' : '발따');
}
