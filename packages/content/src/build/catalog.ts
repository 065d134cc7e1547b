/**
 * Built-in book catalog: categories (underscore hierarchy) and the titles, descriptions, categories
 * and levels of the English word books by group id. The level mapping is documented in LEVELS.md.
 */
import { MAX_LEVEL } from '@qfl/core';
import type { CategoryRecord, Localized } from '../types.js';

/** Frequency bands of the word-frequency books: band n is level n. */
export const BANDS = MAX_LEVEL;

export const L = (zh: string, en: string, ja: string, ko: string, es: string): Localized => ({ zh, en, ja, ko, es });

export const LANG_NAMES: Record<string, Localized> = {
  en: L('英语', 'English', '英語', '영어', 'inglés'),
  zh: L('汉语', 'Chinese', '中国語', '중국어', 'chino'),
  ja: L('日语', 'Japanese', '日本語', '일본어', 'japonés'),
  ko: L('韩语', 'Korean', '韓国語', '한국어', 'coreano'),
  es: L('西班牙语', 'Spanish', 'スペイン語', '스페인어', 'español'),
};

export function categories(): CategoryRecord[] {
  const c: CategoryRecord[] = [
    { name: 'school', titles: L('学校', 'School', '学校', '학교', 'Escuela') },
    { name: 'school_primary', titles: L('小学', 'Primary school', '小学校', '초등학교', 'Primaria') },
    { name: 'school_junior', titles: L('初中', 'Junior high school', '中学校', '중학교', 'Secundaria') },
    { name: 'school_senior', titles: L('高中', 'Senior high school', '高校', '고등학교', 'Bachillerato') },
    { name: 'exam', titles: L('考试', 'Exams', '試験', '시험', 'Exámenes') },
    ...EXAMS.map((e) => ({ name: `exam_${e.id}`, titles: e.titles })),
    {
      name: 'exam_zh_like',
      titles: L('类HSK（按词频）', 'HSK-like (by frequency)', 'HSK相当（頻度順）', 'HSK 유사 (빈도)', 'Tipo HSK (por frecuencia)'),
    },
    {
      name: 'exam_ja_like',
      titles: L('类JLPT（按词频）', 'JLPT-like (by frequency)', 'JLPT相当（頻度順）', 'JLPT 유사 (빈도)', 'Tipo JLPT (por frecuencia)'),
    },
    {
      name: 'exam_ko_like',
      titles: L(
        '类TOPIK（学习词表）',
        'TOPIK-like (learner list)',
        'TOPIK相当（学習語彙）',
        'TOPIK 유사 (학습 어휘)',
        'Tipo TOPIK (lista de estudio)',
      ),
    },
    { name: 'frequency', titles: L('高频词', 'Word frequency', '頻出語', '빈도 어휘', 'Frecuencia') },
  ];
  for (let b = 1; b <= BANDS; b++) {
    c.push({ name: `frequency_band${b}`, titles: L(`第${b}级`, `Band ${b}`, `バンド${b}`, `${b}단계`, `Banda ${b}`) });
  }
  c.push(
    { name: 'sentence', titles: L('例句', 'Sentences', '例文', '예문', 'Oraciones') },
    { name: 'sentence_examples', titles: L('词书例句', 'Word-book examples', '単語帳の例文', '단어장 예문', 'Ejemplos de vocabulario') },
    { name: 'sentence_proverbs', titles: L('谚语', 'Proverbs', 'ことわざ', '속담', 'Refranes') },
    { name: 'sentence_graded', titles: L('分级例句', 'Graded sentences', 'レベル別例文', '단계별 예문', 'Oraciones graduadas') },
    { name: 'literature', titles: L('阅读', 'Reading', '読み物', '읽기', 'Lectura') },
    { name: 'literature_graded', titles: L('分级阅读', 'Graded reading', 'レベル別リーディング', '단계별 읽기', 'Lecturas graduadas') },
    { name: 'literature_novels', titles: L('小说', 'Novels and stories', '小説', '소설', 'Novelas y cuentos') },
    { name: 'literature_poetry', titles: L('诗词', 'Poetry', '詩', '시', 'Poesía') },
    { name: 'literature_speeches', titles: L('演讲', 'Speeches', '演説', '연설', 'Discursos') },
  );
  return c;
}

interface Exam {
  id: string;
  group: string;
  level: number;
  titles: Localized;
}

const EXAMS: Exam[] = [
  { id: 'CET4', group: 'CET4', level: 10, titles: L('大学英语四级', 'CET-4', '中国大学英語4級', '중국 대학영어 4급', 'CET-4') },
  { id: 'CET6', group: 'CET6', level: 12, titles: L('大学英语六级', 'CET-6', '中国大学英語6級', '중국 대학영어 6급', 'CET-6') },
  { id: 'TEM4', group: 'Level4', level: 12, titles: L('英语专业四级', 'TEM-4', '英語専攻4級', '영어전공 4급', 'TEM-4') },
  { id: 'TEM8', group: 'Level8', level: 16, titles: L('英语专业八级', 'TEM-8', '英語専攻8級', '영어전공 8급', 'TEM-8') },
  {
    id: 'postgraduate',
    group: 'KaoYan',
    level: 13,
    titles: L('考研英语', 'Postgraduate entrance exam', '大学院入試英語', '대학원 입시 영어', 'Examen de posgrado'),
  },
  { id: 'BEC', group: 'BEC', level: 13, titles: L('剑桥商务英语', 'BEC', 'ケンブリッジ英検ビジネス', '케임브리지 비즈니스 영어', 'BEC') },
  { id: 'IELTS', group: 'IELTS', level: 14, titles: L('雅思', 'IELTS', 'IELTS', 'IELTS', 'IELTS') },
  { id: 'TOEFL', group: 'TOEFL', level: 15, titles: L('托福', 'TOEFL', 'TOEFL', 'TOEFL', 'TOEFL') },
  { id: 'SAT', group: 'SAT', level: 16, titles: L('SAT', 'SAT', 'SAT', 'SAT', 'SAT') },
  { id: 'GMAT', group: 'GMAT', level: 17, titles: L('GMAT', 'GMAT', 'GMAT', 'GMAT', 'GMAT') },
  { id: 'GRE', group: 'GRE', level: 18, titles: L('GRE', 'GRE', 'GRE', 'GRE', 'GRE') },
];

export interface BookDef {
  slug: string;
  category: string;
  level: number;
  titles: Localized;
}

const GRADE: Record<number, Localized> = {
  3: L('三年级', 'Grade 3', '3年生', '3학년', '3.º'),
  4: L('四年级', 'Grade 4', '4年生', '4학년', '4.º'),
  5: L('五年级', 'Grade 5', '5年生', '5학년', '5.º'),
  6: L('六年级', 'Grade 6', '6年生', '6학년', '6.º'),
  7: L('七年级', 'Grade 7', '中学1年', '중학 1학년', '1.º ESO'),
  8: L('八年级', 'Grade 8', '中学2年', '중학 2학년', '2.º ESO'),
  9: L('九年级', 'Grade 9', '中学3年', '중학 3학년', '3.º ESO'),
};
const VOL: Record<number, Localized> = {
  1: L('上册', 'vol. 1', '上', '1학기', 'vol. 1'),
  2: L('下册', 'vol. 2', '下', '2학기', 'vol. 2'),
};
const SERIES: Record<string, Localized> = {
  PEPXiaoXue: L('人教版小学英语', 'PEP Primary English', '人教版 小学英語', '인민교육출판사 초등 영어', 'Inglés PEP de primaria'),
  PEPChuZhong: L('人教版初中英语', 'PEP Junior English', '人教版 中学英語', '인민교육출판사 중학 영어', 'Inglés PEP de secundaria'),
  WaiYanSheChuZhong: L('外研版初中英语', 'FLTRP Junior English', '外研版 中学英語', '외연사 중학 영어', 'Inglés FLTRP de secundaria'),
  PEPGaoZhong: L('人教版高中英语', 'PEP Senior English', '人教版 高校英語', '인민교육출판사 고등 영어', 'Inglés PEP de bachillerato'),
  BeiShiGaoZhong: L(
    '北师大版高中英语',
    'BNUP Senior English',
    '北師大版 高校英語',
    '북경사범대판 고등 영어',
    'Inglés BNUP de bachillerato',
  ),
};

const join = (...parts: Localized[]): Localized => {
  const out = {} as Localized;
  for (const k of Object.keys(parts[0] ?? {}) as (keyof Localized)[]) {
    out[k] = parts.map((p) => p[k]).join(k === 'zh' || k === 'ja' ? '' : ' ');
  }
  return out;
};

/** The book definition of an English word group, or null for an unknown id. */
export function englishBookDef(id: string): BookDef | null {
  const exam = EXAMS.find((e) => e.group === id);
  if (exam) return { slug: `en-exam-${exam.id.toLowerCase()}`, category: `exam_${exam.id}`, level: exam.level, titles: exam.titles };
  if (id === 'ChuZhong')
    return {
      slug: 'en-junior-all',
      category: 'school_junior',
      level: 7,
      titles: L('初中英语词汇', 'Junior high English vocabulary', '中学英単語', '중학 영어 어휘', 'Vocabulario de secundaria'),
    };
  if (id === 'GaoZhong')
    return {
      slug: 'en-senior-all',
      category: 'school_senior',
      level: 9,
      titles: L('高中英语词汇', 'Senior high English vocabulary', '高校英単語', '고등 영어 어휘', 'Vocabulario de bachillerato'),
    };
  let m = /^(PEPXiaoXue|PEPChuZhong)(\d)_(\d)$/.exec(id);
  if (m) {
    const grade = Number(m[2]);
    const vol = Number(m[3]);
    const series = SERIES[m[1] ?? ''];
    const g = GRADE[grade];
    const v = VOL[vol];
    if (!series || !g || !v) return null;
    const primary = m[1] === 'PEPXiaoXue';
    return {
      slug: `en-${id.toLowerCase().replace('_', '-')}`,
      category: primary ? 'school_primary' : 'school_junior',
      level: grade - 2,
      titles: join(series, g, v),
    };
  }
  m = /^WaiYanSheChuZhong_(\d)$/.exec(id);
  if (m) {
    const n = Number(m[1]);
    const grade = 7 + Math.floor((n - 1) / 2);
    const series = SERIES.WaiYanSheChuZhong;
    const g = GRADE[grade];
    const v = VOL[((n - 1) % 2) + 1];
    if (!series || !g || !v) return null;
    return { slug: `en-waiyanshe-junior-${n}`, category: 'school_junior', level: grade - 2, titles: join(series, g, v) };
  }
  m = /^(PEPGaoZhong|BeiShiGaoZhong)_(\d+)$/.exec(id);
  if (m) {
    const n = Number(m[2]);
    const series = SERIES[m[1] ?? ''];
    if (!series) return null;
    const mod =
      n <= 5
        ? L(`必修${n}`, `compulsory ${n}`, `必修${n}`, `필수 ${n}`, `obligatorio ${n}`)
        : L(`选修${n}`, `elective ${n}`, `選択${n}`, `선택 ${n}`, `optativo ${n}`);
    return {
      slug: `en-${id.toLowerCase().replace('_', '-')}`,
      category: 'school_senior',
      level: n <= 5 ? 8 : 9,
      titles: join(series, mod),
    };
  }
  return null;
}
