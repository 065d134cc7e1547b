import { describe, expect, it } from 'vitest';
import { lemmaCandidates } from './index.js';

describe('Chinese forms to the word', () => {
  it.each([
    ['吃了', '吃'],
    ['去过', '去'],
    ['坐着', '坐'],
    ['下雨了', '下雨'],
    ['吃过了', '吃'],
    ['看看', '看'],
    ['试一试', '试'],
    ['看了看', '看'],
    ['干干净净', '干净'],
    ['休息休息', '休息'],
  ])('%s → %s', (form, word) => {
    expect(lemmaCandidates('zh', form)).toContain(word);
  });

  it('leaves a plain word alone', () => {
    expect(lemmaCandidates('zh', '银行')).toEqual([]);
    expect(lemmaCandidates('zh', '了')).toEqual([]);
  });
});
