/**
 * Realistic sample entries in en, zh, ja, ko and es for the dictionary tests, chosen so each
 * ranking rule decides something: exact before inflected form before reading before prefix,
 * and frequency (lower rank = more frequent, none = last) between equals.
 */
// biome-ignore-all format: one entry per line reads as a table
import type { FactoryEntry } from './test-factory.js';

const m = (en: string[], zh: string[], extra: Record<string, string[]> = {}) => ({ en, zh, ...extra });

export const english: FactoryEntry[] = [
  {
    lang: 'en', headword: 'go', pronA: 'ɡoʊ', pronB: 'ɡəʊ', pos: ['v.'], freqRank: 30,
    meanings: m(['to move or travel'], ['去', '走'], { ja: ['行く'], es: ['ir'] }),
    forms: ['goes', 'going', 'went', 'gone'],
    examples: [{ text: 'Let us go home.', translation: '我们回家吧。', translationLang: 'zh' }],
    synonyms: ['leave'], antonyms: ['come'],
  },
  { lang: 'en', headword: 'come', pos: ['v.'], freqRank: 70, meanings: m(['to move towards'], ['来']), forms: ['came', 'comes', 'coming'] },
  { lang: 'en', headword: 'leave', pos: ['v.'], freqRank: 150, meanings: m(['to go away'], ['离开']), forms: ['left', 'leaves', 'leaving'] },
  { lang: 'en', headword: 'see', pos: ['v.'], freqRank: 60, meanings: m(['to perceive with the eyes'], ['看见']), forms: ['saw', 'seen', 'sees'] },
  { lang: 'en', headword: 'saw', pos: ['n.'], freqRank: 3000, meanings: m(['a cutting tool'], ['锯']), forms: ['saws'] },
  { lang: 'en', headword: 'sawdust', pos: ['n.'], freqRank: 9000, meanings: m(['wood powder'], ['锯末']) },
  { lang: 'en', headword: 'mouse', pos: ['n.'], freqRank: 2500, meanings: m(['a small rodent'], ['老鼠']), forms: ['mice'] },
  {
    lang: 'en', headword: 'bank', pronA: 'bæŋk', pronB: 'bæŋk', pos: ['n.', 'v.'], freqRank: 700,
    meanings: m(['an institution for money', 'the side of a river'], ['银行', '河岸'], { ja: ['銀行'], ko: ['은행'], es: ['banco'] }),
    forms: ['banks', 'banked', 'banking'],
    examples: [{ text: 'She works at a bank.', translation: '她在一家银行工作。', translationLang: 'zh' }],
    synonyms: ['shore'], antonyms: [], equivalents: ['zh:银行', 'es:banco'],
    confusing: [{ words: ['bank', 'bench'], note: 'bench is a long seat' }], roots: ['banc'],
  },
  { lang: 'en', headword: 'bench', pos: ['n.'], freqRank: 3500, meanings: m(['a long seat'], ['长凳']) },
  { lang: 'en', headword: 'shore', pos: ['n.'], freqRank: 4000, meanings: m(['land by water'], ['岸']) },
  { lang: 'en', headword: 'ban', pos: ['v.', 'n.'], freqRank: 2000, meanings: m(['to forbid'], ['禁止']), forms: ['bans', 'banned'] },
  { lang: 'en', headword: 'band', pos: ['n.'], freqRank: 1200, meanings: m(['a group of musicians'], ['乐队']) },
  { lang: 'en', headword: 'banana', pos: ['n.'], freqRank: 4000, meanings: m(['a long yellow fruit'], ['香蕉']) },
  { lang: 'en', headword: 'bandicoot', pos: ['n.'], freqRank: null, meanings: m(['a marsupial'], ['袋狸']) },
  { lang: 'en', headword: 'pan', pos: ['n.'], freqRank: 5000, meanings: m(['a cooking vessel'], ['平底锅']) },
  { lang: 'en', headword: 'ice cream', pos: ['n.'], freqRank: 3300, meanings: m(['a frozen dessert'], ['冰淇淋']) },
];

export const chinese: FactoryEntry[] = [
  {
    lang: 'zh', headword: '银行', reading: 'yín háng', pronA: 'yín háng', pos: ['n.'], freqRank: 1500,
    meanings: m(['bank'], [], { ja: ['銀行'] }), readings: ['yín háng', 'yinhang', 'yin2hang2'], forms: ['銀行'], equivalents: ['en:bank'],
  },
  { lang: 'zh', headword: '银', reading: 'yín', pos: ['n.'], freqRank: 3000, meanings: m(['silver'], []), readings: ['yín', 'yin', 'yin2'] },
  { lang: 'zh', headword: '银河', reading: 'yín hé', pos: ['n.'], freqRank: 5000, meanings: m(['Milky Way'], []), readings: ['yín hé', 'yinhe', 'yin2he2'] },
  { lang: 'zh', headword: '因为', reading: 'yīn wèi', pos: ['conj.'], freqRank: 100, meanings: m(['because'], []), readings: ['yīn wèi', 'yinwei', 'yin1wei4'] },
  { lang: 'zh', headword: '音乐', reading: 'yīn yuè', pos: ['n.'], freqRank: 800, meanings: m(['music'], []), readings: ['yīn yuè', 'yinyue', 'yin1yue4'] },
  { lang: 'zh', headword: '办', reading: 'bàn', pos: ['v.'], freqRank: 300, meanings: m(['to handle'], []), readings: ['bàn', 'ban', 'ban4'] },
  { lang: 'zh', headword: '西安', reading: 'xī ān', pos: ['n.'], freqRank: 6000, meanings: m(["Xi'an"], []), readings: ['xī ān', 'xian', 'xi1an1'] },
  { lang: 'zh', headword: '女', reading: 'nǚ', pos: ['n.'], freqRank: 546, meanings: m(['female', 'woman'], []), readings: ['nǚ', 'nv', 'nv3'] },
  { lang: 'zh', headword: '绿', reading: 'lǜ', pos: ['adj.'], freqRank: 3389, meanings: m(['green'], []), forms: ['綠'], readings: ['lǜ', 'lv', 'lv4'] },
];

export const japanese: FactoryEntry[] = [
  { lang: 'ja', headword: '銀行', reading: 'ぎんこう', pronA: 'ぎんこう', pos: ['n.'], freqRank: 2000, meanings: m(['bank'], ['银行']), readings: ['ぎんこう', 'ginkou'] },
  { lang: 'ja', headword: '学校', reading: 'がっこう', pos: ['n.'], freqRank: 300, meanings: m(['school'], ['学校']), readings: ['がっこう', 'gakkou'] },
  { lang: 'ja', headword: '学生', reading: 'がくせい', pos: ['n.'], freqRank: 400, meanings: m(['student'], ['学生']), readings: ['がくせい', 'gakusei'] },
  { lang: 'ja', headword: 'ありがとう', reading: 'ありがとう', pos: ['interj.'], freqRank: 50, meanings: m(['thank you'], ['谢谢']), readings: ['ありがとう'] },
  { lang: 'ja', headword: 'コーヒー', reading: 'こーひー', pos: ['n.'], freqRank: 1200, meanings: m(['coffee'], ['咖啡']), readings: ['こーひー'] },
  { lang: 'ja', headword: '珈琲', reading: 'コーヒー', pos: ['n.'], freqRank: 27430, meanings: m(['coffee'], []), readings: ['こーひー'] },
];

export const korean: FactoryEntry[] = [
  { lang: 'ko', headword: '은행', reading: 'eunhaeng', pronA: 'eunhaeng', pos: ['n.'], freqRank: 1000, meanings: m(['bank'], ['银行']), readings: ['eunhaeng'] },
  { lang: 'ko', headword: '학교', reading: 'hakgyo', pos: ['n.'], freqRank: 200, meanings: m(['school'], ['学校']), readings: ['hakgyo'] },
  { lang: 'ko', headword: '학생', reading: 'haksaeng', pos: ['n.'], freqRank: 300, meanings: m(['student'], ['学生']), readings: ['haksaeng'] },
  { lang: 'ko', headword: '학원', reading: 'hagwon', pos: ['n.'], freqRank: null, meanings: m(['private academy'], ['补习班']), readings: ['hagwon'] },
  { lang: 'ko', headword: '사랑', reading: 'sarang', pos: ['n.'], freqRank: 150, meanings: m(['love'], ['爱']), readings: ['sarang'] },
];

export const spanish: FactoryEntry[] = [
  {
    lang: 'es', headword: 'hablar', pos: ['v.'], freqRank: 150, meanings: m(['to speak'], ['说话']),
    forms: ['hablo', 'hablas', 'habla', 'hablamos', 'hablan', 'habló', 'hablado', 'hablando'],
  },
  { lang: 'es', headword: 'haber', pos: ['v.'], freqRank: 5, meanings: m(['to have (auxiliary)'], ['有']), forms: ['he', 'has', 'ha', 'hay', 'había'] },
  { lang: 'es', headword: 'hacer', pos: ['v.'], freqRank: 20, meanings: m(['to do, to make'], ['做']), forms: ['hago', 'hace', 'hizo', 'hecho'] },
  { lang: 'es', headword: 'banco', pos: ['n.'], freqRank: 900, meanings: m(['bank', 'bench'], ['银行', '长凳']), forms: ['bancos'], equivalents: ['en:bank'] },
  { lang: 'es', headword: 'pan', pos: ['n.'], freqRank: 600, meanings: m(['bread'], ['面包']), forms: ['panes'] },
  { lang: 'es', headword: 'árbol', pos: ['n.'], freqRank: 1100, meanings: m(['tree'], ['树']), forms: ['árboles'], readings: ['arbol', 'arboles'] },
];

export const allLanguages: FactoryEntry[] = [...english, ...chinese, ...japanese, ...korean, ...spanish];
