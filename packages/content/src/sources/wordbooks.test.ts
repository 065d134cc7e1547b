import { describe, expect, it } from 'vitest';
import { cleanPhonetic, normalizePos, parseJsonBook, parseList, parseListLine, splitPosMeaning } from './wordbooks.js';

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

describe('wordbook labels', () => {
  it('normalizes part-of-speech labels', () => {
    expect(normalizePos('n&a')).toEqual(['n', 'adj']);
    expect(normalizePos('a&ad')).toEqual(['adj', 'adv']);
    expect(normalizePos('vt&vi')).toEqual(['vt', 'vi']);
    expect(normalizePos('modal verb')).toEqual(['modal']);
    expect(normalizePos('v aux')).toEqual(['aux']);
    expect(normalizePos('"n')).toEqual(['n']);
    expect(normalizePos('sth在缺少')).toEqual([]);
    expect(normalizePos('undefined')).toEqual([]);
  });

  it('picks the phonetic for the main part of speech and drops labels', () => {
    expect(cleanPhonetic("(for v.) dɪ'zɜːt; (for n.) 'dezət", 'n')).toBe("'dezət");
    expect(cleanPhonetic("(for v.) dɪ'zɜːt; (for n.) 'dezət")).toBe("dɪ'zɜːt");
    expect(cleanPhonetic('ˈdɛləgɪt; (for v.,) ˈdɛləˌgeɪt', 'n')).toBe('ˈdɛləgɪt');
    expect(cleanPhonetic('ˈdɛləgɪt; (for v.,) ˈdɛləˌgeɪt', 'vt')).toBe('ˈdɛləˌgeɪt');
    expect(cleanPhonetic("'ædɪkt (for n.); əˈdɪkt (for v.)", 'n')).toBe("'ædɪkt");
    expect(cleanPhonetic('ˌɛvəˈluʃən; (occas.) ˌ ivəˈluʃən')).toBe('ˌɛvəˈluʃən');
    expect(cleanPhonetic("ək's3pt")).toBe("ək'sept");
    expect(cleanPhonetic("'3ɪbl")).toBe("'eɪbl");
    expect(cleanPhonetic('dɪ\u200bˈzɝt')).toBe('dɪˈzɝt');
    expect(cleanPhonetic("daɪ'vɜːdʒ; dɪ-")).toBe("daɪ'vɜːdʒ");
  });

  it('cleans the JSON types and labels glued to meanings', () => {
    const [w] = parseJsonBook(
      '[{"word":"be","translations":[{"translation":"v&vi是，在","type":"aux"},{"translation":"公平","type":"n&a"}]}]',
    );
    expect(w?.pos).toEqual(['aux', 'n', 'adj']);
    expect(w?.meanings).toEqual(['aux. 是，在', 'n/adj. 公平']);
  });
});
