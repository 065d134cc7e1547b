import { describe, expect, it } from 'vitest';
import { parseLemmaLine, parseLemmas } from './ecdict-lemma.js';
import { indexResemble, parseResemble } from './ecdict-resemble.js';
import { formatRoot, indexWordRoots, parseWordRoots } from './ecdict-wordroot.js';

describe('ecdict resemble', () => {
  it('parses groups with their notes', () => {
    const text = `% quite, rather, pretty, fairly
这组词都有“相当，颇”的意思，其区别是：
- quite: 含义比fairly稍强，与不定冠词连用时，一般放在不定冠词之前。
- rather: 语气比quite强，褒意贬意无可使用。可与too和比较级连用。

% repeal, delete, cancel, abolish
- repeal: 书面用词，指撤销立法机关通过的协议、法案或法律等。
`;
    const groups = parseResemble(text);
    expect(groups).toHaveLength(2);
    expect(groups[0]?.words).toEqual(['quite', 'rather', 'pretty', 'fairly']);
    expect(groups[0]?.note.split('\n')).toHaveLength(3);
    expect(indexResemble(groups).get('cancel')?.[0]?.words[0]).toBe('repeal');
  });
});

describe('ecdict wordroot', () => {
  it('parses roots and indexes their example words', () => {
    const roots = parseWordRoots(
      '{"hom": {"meaning": "man, human", "class": "root", "root": "hom", "example": ["homage", "homicide"], "origin": "Latin"}}',
    );
    expect(formatRoot(roots[0] ?? { root: '', meaning: '', kind: '', origin: '', examples: [] })).toBe('hom (root, Latin): man, human');
    expect(indexWordRoots(roots).get('homicide')).toEqual(['hom (root, Latin): man, human']);
  });
});

describe('ecdict lemma', () => {
  it('parses lemma lines, dropping apostrophe forms and pronoun groups', () => {
    expect(parseLemmaLine("be/4109826 -> is,was,are,were,'s,been,being,'re,'m,am,m")).toEqual({
      lemma: 'be',
      forms: ['is', 'was', 'are', 'were', 'been', 'being', 'am'],
    });
    expect(parseLemmaLine('it/1213224 -> its,they')).toBeNull();
    expect(parseLemmaLine('; En Lemma Database (version 1.0.3)')).toBeNull();
    expect(parseLemmas("do/535646 -> did,does,done,doing,du,d'\n").get('do')).toEqual(['did', 'does', 'done', 'doing', 'du']);
  });
});
