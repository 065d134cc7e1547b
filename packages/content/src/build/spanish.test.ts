import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { BuildContext } from './context.js';
import { buildSpanish } from './spanish.js';

/** A StarDict .idx/.dict pair: headword NUL, 32-bit offset, 32-bit size (big-endian). */
function starDict(articles: [string, string][]): { idx: Buffer; dict: Buffer } {
  const parts: Buffer[] = [];
  const bodies: Buffer[] = [];
  let offset = 0;
  for (const [head, html] of articles) {
    const body = Buffer.from(html, 'utf8');
    const n = Buffer.alloc(8);
    n.writeUInt32BE(offset, 0);
    n.writeUInt32BE(body.length, 4);
    parts.push(Buffer.from(`${head}\0`, 'utf8'), n);
    bodies.push(body);
    offset += body.length;
  }
  return { idx: Buffer.concat(parts), dict: gzipSync(Buffer.concat(bodies)) };
}

function fixtures(): string {
  const shared = mkdtempSync(join(tmpdir(), 'es-build-'));
  mkdirSync(join(shared, 'es', 'verbecc'), { recursive: true });
  mkdirSync(join(shared, 'wiktionary', 'es'), { recursive: true });
  mkdirSync(join(shared, 'frequencywords'), { recursive: true });
  writeFileSync(
    join(shared, 'es', 'frequency.csv.gz'),
    gzipSync(
      [
        'count,spanish,pos,flags,usage',
        '1000,tener,v,,600:tengo|300:tiene|100:tener',
        '900,comer,v,,500:come|400:comer',
        '800,árbol,n,,700:árbol|100:árboles',
        '50,arbol,none,NOUSAGE,50:arbol',
      ].join('\n'),
    ),
  );
  const { idx, dict } = starDict([
    ['comer', '<i>noun</i><br><ol><li>eating, food</li></ol><br><i>verb</i><br><ol><li>(chess) to capture</li><li>to eat</li></ol>'],
    ['tener', '<i>verb</i><br><ol><li>to have</li></ol>'],
    ['árbol', '<i>noun</i><br><ol><li>(anatomy) tree</li></ol>'],
    ['sin embargo', '<i>adv</i><br><ol><li>however</li></ol>'],
    ['comiéndose', '<i>verb</i><br><ol><li>gerund combined with se of comer</li></ol>'],
  ]);
  writeFileSync(join(shared, 'wiktionary', 'es', 'es-en.idx'), idx);
  writeFileSync(join(shared, 'wiktionary', 'es', 'es-en.dict.dz'), dict);
  writeFileSync(join(shared, 'frequencywords', 'content_2018_es_es_50k.txt.gz'), gzipSync('sin 100\nembargo 50\ncomiéndose 40\n'));
  writeFileSync(
    join(shared, 'es', 'verbecc', 'verbecc_data_xml_verbs_verbs-es.xml'),
    '<v><i>tener</i><t>t:ener</t></v>\n<v><i>comer</i><t>beb:er</t></v>',
  );
  writeFileSync(
    join(shared, 'es', 'verbecc', 'verbecc_data_xml_conjugations_conjugations-es.xml'),
    '<template name="t:ener"><p><i>engo</i></p><p><i>iene</i></p><p><i>uve</i></p><p><i>ener</i></p></template>\n' +
      '<template name="beb:er"><p><i>o</i></p><p><i>e</i></p><p><i>í</i></p><p><i>er</i></p></template>',
  );
  return shared;
}

describe('buildSpanish', () => {
  const ctx = new BuildContext({
    outDir: '/nonexistent',
    sharedData: fixtures(),
    skip: new Set(['freedict-spa-eng', 'freedict-eng-spa']),
    log: () => {},
  });
  const { entries } = buildSpanish(ctx);
  const get = (h: string) => entries.find((e) => e.headword === h);
  const keys = (h: string) => (get(h)?.keys ?? []).map((k) => `${k.kind}:${k.key}`);

  it('gives the core sense of the usual part of speech first, with IPA', () => {
    expect(get('comer')?.meanings.en).toEqual(['to eat', '(chess) to capture', 'eating, food']);
    expect(get('comer')?.pronA).toBe('koˈmeɾ');
    expect(get('árbol')?.meanings.en?.[0]).toBe('tree');
  });
  it('drops an unaccented list spelling and finds the real word by an accent-free key', () => {
    expect(get('arbol')).toBeUndefined();
    expect(keys('árbol')).toContain('reading:arbol');
  });
  it('keys irregular forms only; regular ones are left to query-time rules', () => {
    expect(keys('tener')).toEqual(expect.arrayContaining(['lemma:tengo', 'lemma:tiene', 'lemma:tuve']));
    expect(keys('comer')).toEqual(['exact:comer']);
    expect(keys('árbol')).not.toContain('lemma:árboles');
  });
  it('adds attested Wiktionary phrases after the ranked lemmas, not form-of articles', () => {
    expect(get('sin embargo')?.freqRank).toBeGreaterThan(4);
    expect(get('sin embargo')?.pronA).toBe('sin emˈbaɾɡo');
    expect(get('comiéndose')).toBeUndefined();
  });
});
