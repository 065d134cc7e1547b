import { describe, expect, it } from 'vitest';
import { parseFortunes, parsePoem, parseSotuJson, splitEnglishSentences } from './texts.js';

describe('open texts', () => {
  it('parses fortune files and Tang poems (colour codes removed)', () => {
    const esc = String.fromCharCode(27);
    const text = `${esc}[32m《送别》${esc}[m\n${esc}[33m作者：王维${esc}[m\n下马饮君酒，问君何所之。\n君言不得意，归卧南山陲。\n%\nA año tuerto, el huerto. \n%\n`;
    const records = parseFortunes(text);
    expect(records).toHaveLength(2);
    expect(parsePoem(records[0] ?? '')).toEqual({
      title: '送别',
      author: '王维',
      lines: ['下马饮君酒，问君何所之。', '君言不得意，归卧南山陲。'],
    });
    expect(records[1]).toBe('A año tuerto, el huerto.');
    expect(parsePoem('题目:《塞上》\n作者:柳开（９４６－９９９）\n鸣骹直上一千尺，天静无风声更干。')).toEqual({
      title: '塞上',
      author: '柳开',
      lines: ['鸣骹直上一千尺，天静无风声更干。'],
    });
  });

  it('splits English sentences without breaking at abbreviations', () => {
    expect(splitEnglishSentences('Mr. Smith went to Washington, D.C. today. He met the U.S. Senate! Did it work? Yes.')).toEqual([
      'Mr. Smith went to Washington, D.C. today.',
      'He met the U.S. Senate!',
      'Did it work?',
      'Yes.',
    ]);
  });

  it('reads a State of the Union record', () => {
    expect(parseSotuJson('{"year":1790,"name":"George Washington","party":"none","text":"Fellow-Citizens."}')?.year).toBe(1790);
    expect(parseSotuJson('{"year":"x"}')).toBeNull();
  });
});
