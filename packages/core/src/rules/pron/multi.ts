/**
 * Words read differently by context: Chinese polyphonic characters, English heteronyms and
 * Japanese kanji with several readings. Curated and checked by hand (pinyin-pro reads 还书 and
 * 数数 wrongly, so the server uses it for the options of a character, never for the answer).
 */

/** A Chinese polyphonic character in words, with its reading (tone marks) in each. */
export const ZH_POLYPHONES: { char: string; words: { word: string; reading: string }[] }[] = [
  {
    char: '行',
    words: [
      { word: '银行', reading: 'háng' },
      { word: '行走', reading: 'xíng' },
      { word: '行业', reading: 'háng' },
      { word: '旅行', reading: 'xíng' },
    ],
  },
  {
    char: '长',
    words: [
      { word: '长大', reading: 'zhǎng' },
      { word: '长度', reading: 'cháng' },
      { word: '校长', reading: 'zhǎng' },
      { word: '长城', reading: 'cháng' },
    ],
  },
  {
    char: '重',
    words: [
      { word: '重要', reading: 'zhòng' },
      { word: '重新', reading: 'chóng' },
      { word: '重复', reading: 'chóng' },
      { word: '体重', reading: 'zhòng' },
    ],
  },
  {
    char: '还',
    words: [
      { word: '还是', reading: 'hái' },
      { word: '还书', reading: 'huán' },
      { word: '还有', reading: 'hái' },
      { word: '归还', reading: 'huán' },
    ],
  },
  {
    char: '乐',
    words: [
      { word: '音乐', reading: 'yuè' },
      { word: '快乐', reading: 'lè' },
    ],
  },
  {
    char: '觉',
    words: [
      { word: '睡觉', reading: 'jiào' },
      { word: '觉得', reading: 'jué' },
    ],
  },
  {
    char: '好',
    words: [
      { word: '好人', reading: 'hǎo' },
      { word: '爱好', reading: 'hào' },
    ],
  },
  {
    char: '中',
    words: [
      { word: '中心', reading: 'zhōng' },
      { word: '中奖', reading: 'zhòng' },
    ],
  },
  {
    char: '教',
    words: [
      { word: '教书', reading: 'jiāo' },
      { word: '教育', reading: 'jiào' },
    ],
  },
  {
    char: '便',
    words: [
      { word: '便宜', reading: 'pián' },
      { word: '方便', reading: 'biàn' },
    ],
  },
  {
    char: '发',
    words: [
      { word: '发现', reading: 'fā' },
      { word: '头发', reading: 'fà' },
    ],
  },
  {
    char: '为',
    words: [
      { word: '为了', reading: 'wèi' },
      { word: '作为', reading: 'wéi' },
    ],
  },
  {
    char: '数',
    words: [
      { word: '数学', reading: 'shù' },
      { word: '数数', reading: 'shǔ' },
    ],
  },
  {
    char: '得',
    words: [
      { word: '得到', reading: 'dé' },
      { word: '我得走了', reading: 'děi' },
    ],
  },
  {
    char: '地',
    words: [
      { word: '地方', reading: 'dì' },
      { word: '慢慢地', reading: 'de' },
    ],
  },
  {
    char: '了',
    words: [
      { word: '了解', reading: 'liǎo' },
      { word: '走了', reading: 'le' },
    ],
  },
  {
    char: '看',
    words: [
      { word: '看书', reading: 'kàn' },
      { word: '看门', reading: 'kān' },
    ],
  },
  {
    char: '种',
    words: [
      { word: '种子', reading: 'zhǒng' },
      { word: '种树', reading: 'zhòng' },
    ],
  },
];

/** An English word with two pronunciations, each in a sentence that decides it. */
export const EN_HETERONYMS: { word: string; forms: { ipa: string; sentence: string }[] }[] = [
  {
    word: 'record',
    forms: [
      { ipa: 'ˈrekɔːd', sentence: 'She broke the world record.' },
      { ipa: 'rɪˈkɔːd', sentence: 'Please record the meeting.' },
    ],
  },
  {
    word: 'lead',
    forms: [
      { ipa: 'liːd', sentence: 'You lead and we will follow.' },
      { ipa: 'led', sentence: 'Old pipes were made of lead.' },
    ],
  },
  {
    word: 'read',
    forms: [
      { ipa: 'riːd', sentence: 'I read a book every night.' },
      { ipa: 'red', sentence: 'Yesterday I read the whole report.' },
    ],
  },
  {
    word: 'live',
    forms: [
      { ipa: 'lɪv', sentence: 'They live near the sea.' },
      { ipa: 'laɪv', sentence: 'The match is shown live on TV.' },
    ],
  },
  {
    word: 'present',
    forms: [
      { ipa: 'ˈpreznt', sentence: 'Thank you for the birthday present.' },
      { ipa: 'prɪˈzent', sentence: 'She will present her project tomorrow.' },
    ],
  },
  {
    word: 'object',
    forms: [
      { ipa: 'ˈɒbdʒɪkt', sentence: 'What is that strange object?' },
      { ipa: 'əbˈdʒekt', sentence: 'I object to this plan.' },
    ],
  },
  {
    word: 'tear',
    forms: [
      { ipa: 'tɪə', sentence: 'A tear ran down her cheek.' },
      { ipa: 'teə', sentence: 'Do not tear the paper.' },
    ],
  },
  {
    word: 'wind',
    forms: [
      { ipa: 'wɪnd', sentence: 'The wind is strong today.' },
      { ipa: 'waɪnd', sentence: 'Wind the clock before you sleep.' },
    ],
  },
  {
    word: 'bow',
    forms: [
      { ipa: 'baʊ', sentence: 'The actors bow at the end of the play.' },
      { ipa: 'bəʊ', sentence: 'She tied a red bow in her hair.' },
    ],
  },
  {
    word: 'minute',
    forms: [
      { ipa: 'ˈmɪnɪt', sentence: 'Wait a minute, please.' },
      { ipa: 'maɪˈnjuːt', sentence: 'The change was minute and hard to see.' },
    ],
  },
  {
    word: 'close',
    forms: [
      { ipa: 'kləʊz', sentence: 'Please close the door.' },
      { ipa: 'kləʊs', sentence: 'The shop is close to my house.' },
    ],
  },
  {
    word: 'use',
    forms: [
      { ipa: 'juːz', sentence: 'Can I use your phone?' },
      { ipa: 'juːs', sentence: 'There is no use in crying.' },
    ],
  },
];

/** A kanji with several readings, and words that use each. */
export const JA_KANJI_READINGS: { kanji: string; words: { word: string; reading: string; kanjiReading: string }[] }[] = [
  {
    kanji: '生',
    words: [
      { word: '先生', reading: 'せんせい', kanjiReading: 'せい' },
      { word: '生きる', reading: 'いきる', kanjiReading: 'い' },
      { word: '生まれる', reading: 'うまれる', kanjiReading: 'う' },
      { word: '一生', reading: 'いっしょう', kanjiReading: 'しょう' },
      { word: '生ビール', reading: 'なまびーる', kanjiReading: 'なま' },
    ],
  },
  {
    kanji: '日',
    words: [
      { word: '毎日', reading: 'まいにち', kanjiReading: 'にち' },
      { word: '日本', reading: 'にほん', kanjiReading: 'に' },
      { word: '三日', reading: 'みっか', kanjiReading: 'か' },
      { word: '日曜日', reading: 'にちようび', kanjiReading: 'にち' },
      { word: '朝日', reading: 'あさひ', kanjiReading: 'ひ' },
    ],
  },
  {
    kanji: '上',
    words: [
      { word: '上手', reading: 'じょうず', kanjiReading: 'じょう' },
      { word: '上る', reading: 'のぼる', kanjiReading: 'のぼ' },
      { word: '上げる', reading: 'あげる', kanjiReading: 'あ' },
      { word: '川上', reading: 'かわかみ', kanjiReading: 'かみ' },
    ],
  },
  {
    kanji: '下',
    words: [
      { word: '地下', reading: 'ちか', kanjiReading: 'か' },
      { word: '下りる', reading: 'おりる', kanjiReading: 'お' },
      { word: '下手', reading: 'へた', kanjiReading: 'へ' },
      { word: '下げる', reading: 'さげる', kanjiReading: 'さ' },
    ],
  },
  {
    kanji: '行',
    words: [
      { word: '行く', reading: 'いく', kanjiReading: 'い' },
      { word: '銀行', reading: 'ぎんこう', kanjiReading: 'こう' },
      { word: '行う', reading: 'おこなう', kanjiReading: 'おこな' },
      { word: '行列', reading: 'ぎょうれつ', kanjiReading: 'ぎょう' },
    ],
  },
  {
    kanji: '大',
    words: [
      { word: '大きい', reading: 'おおきい', kanjiReading: 'おお' },
      { word: '大学', reading: 'だいがく', kanjiReading: 'だい' },
      { word: '大切', reading: 'たいせつ', kanjiReading: 'たい' },
    ],
  },
  {
    kanji: '人',
    words: [
      { word: '日本人', reading: 'にほんじん', kanjiReading: 'じん' },
      { word: '三人', reading: 'さんにん', kanjiReading: 'にん' },
      { word: '人', reading: 'ひと', kanjiReading: 'ひと' },
    ],
  },
  {
    kanji: '水',
    words: [
      { word: '水', reading: 'みず', kanjiReading: 'みず' },
      { word: '水曜日', reading: 'すいようび', kanjiReading: 'すい' },
    ],
  },
];
