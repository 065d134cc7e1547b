import { describe, expect, it } from 'vitest';
import { cleanPhonetic, parseJsonBook, parseList, parseListLine, splitPosMeaning } from './wordbooks.js';

describe('wordbooks', () => {
  it('splits meanings by part of speech', () => {
    expect(splitPosMeaning('n. 组；团体 adj. 群的；团体的 v. 聚合')).toEqual({
      meanings: ['n. 组；团体', 'adj. 群的；团体的', 'v. 聚合'],
      pos: ['n', 'adj', 'v'],
    });
    expect(splitPosMeaning('太…，极为…')).toEqual({ meanings: ['太…，极为…'], pos: [] });
  });

  it('parses list lines and merges repeated words', () => {
    expect(parseListLine('boat\tn. 小船；轮船 v. 划船')?.meanings).toEqual(['n. 小船；轮船', 'v. 划船']);
    expect(parseListLine('no tab here')).toBeNull();
    const list = parseList('access\tv. 获取 n. 接近，入口\nproject\tn. 工程\naccess\tn. 通道\n');
    expect(list).toHaveLength(2);
    expect(list[0]?.meanings).toEqual(['v. 获取', 'n. 接近，入口', 'n. 通道']);
  });

  it('parses the JSON form with phonetics, phrases and sentences', () => {
    const json =
      '[{"word":"absorb","us":"æbˈsɔrb; æbˈzɔrb; əbˈsɔrb","uk":"əb\'sɔ:b","translations":[{"translation":"吸收（液体、气体等）","type":"v"}],"phrases":[{"phrase":"absorb in","translation":"集中精力做某事；全神贯注于"}],"sentences":[{"sentence":"Plants absorb nutrients from the soil.","translation":"植物从土壤中吸收养分。"}]}]';
    const [w] = parseJsonBook(json);
    expect(w?.us).toBe('æbˈsɔrb');
    expect(w?.uk).toBe("əb'sɔ:b");
    expect(w?.meanings).toEqual(['v. 吸收（液体、气体等）']);
    expect(w?.phrases[0]?.phrase).toBe('absorb in');
    expect(w?.sentences[0]?.translation).toBe('植物从土壤中吸收养分。');
    expect(cleanPhonetic('/həˈləʊ/')).toBe('həˈləʊ');
  });
});
