/**
 * The language-code row of an uploaded table (row 2): what a cell may say to name one of the five
 * languages. Accepted, case-insensitive, surrounding spaces ignored:
 *   - the codes zh en ja ko es, with a region or script after `-` or `_` (`zh-CN`, `en_US`,
 *     `es-MX`, `zh-Hant`), and the three-letter codes zho chi eng jpn kor spa;
 *   - the names in this table (English, the language itself, and the other UI languages):
 *     zh: Chinese, Mandarin, 中文, 汉语, 漢語, 简体中文, 繁體中文, 普通话, 中国語, 중국어, chino
 *     en: English, 英语, 英語, 英文, 영어, inglés, ingles
 *     ja: Japanese, 日语, 日語, 日文, 日本語, 일본어, japonés, japones
 *     ko: Korean, 韩语, 韓語, 韩文, 韓国語, 한국어, 한국말, coreano
 *     es: Spanish, 西班牙语, 西班牙語, スペイン語, 스페인어, español, espanol, castellano
 * Anything else is unknown (the caller reports `badLangCode`).
 */
import { LANGS, type Lang } from '../../constants.js';

const NAMES: Record<Lang, string[]> = {
  zh: ['zho', 'chi', 'chinese', 'mandarin', '中文', '汉语', '漢語', '简体中文', '繁體中文', '普通话', '中国語', '중국어', 'chino'],
  en: ['eng', 'english', '英语', '英語', '英文', '영어', 'inglés', 'ingles'],
  ja: ['jpn', 'japanese', '日语', '日語', '日文', '日本語', '일본어', 'japonés', 'japones'],
  ko: ['kor', 'korean', '韩语', '韓語', '韩文', '韓国語', '한국어', '한국말', 'coreano'],
  es: ['spa', 'spanish', '西班牙语', '西班牙語', 'スペイン語', '스페인어', 'español', 'espanol', 'castellano'],
};
const BY_NAME = new Map<string, Lang>();
for (const lang of LANGS) for (const name of NAMES[lang]) BY_NAME.set(name.normalize('NFC'), lang);

/** The language a code-row cell names, or null when it names none. */
export function parseLangCode(cell: string): Lang | null {
  const value = cell.trim().normalize('NFC').toLowerCase();
  if (value === '') return null;
  const base = value.split(/[-_]/)[0]!;
  if ((LANGS as readonly string[]).includes(base)) return base as Lang;
  return BY_NAME.get(value) ?? null;
}
