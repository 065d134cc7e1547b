/**
 * Spanish, a documented reduced analysis (no tagger runs here offline): ICU word segmentation;
 * closed lists give the function words their part of speech (articles, pronouns, prepositions,
 * conjunctions, the auxiliary haber, frequent adverbs); the contractions al and del are one
 * token with their parts (a + el, de + el). Other words: an infinitive, or a word with an ending
 * only verbs have (-mos, -ron, -ste, -aba, -ado, -iendo…) and an infinitive among core's
 * deinflections (`lemmaCandidates`: comieron → comer), is a verb with that lemma; a plural takes
 * the singular deinflection (niños → niño); adverbs end in -mente; the rest are nouns written as
 * their own lemma. Ambiguous forms (come, vino) stay nouns here: the analyze module replaces the
 * guess with the part of speech of the dictionary entry it links (come → comer, a verb).
 */
import { lemmaCandidates } from '@qfl/core';
import { segmentWords } from './segment.js';
import type { Token } from './types.js';

const CLOSED: Record<string, [pos: string, lemma?: string]> = {};
const add = (pos: string, words: string, lemma?: string) => {
  for (const w of words.split(' ')) CLOSED[w] = lemma ? [pos, lemma] : [pos];
};
add('det', 'el la los las', 'el');
add('det', 'un una unos unas', 'un');
add(
  'det',
  'este esta estos estas ese esa esos esas aquel aquella aquellos aquellas mi mis tu tus su sus nuestro nuestra nuestros nuestras vuestro vuestra cada todo toda todos todas otro otra otros otras mucho mucha muchos muchas poco poca pocos pocas algún alguna algunos algunas ningún ninguna',
);
add(
  'pron',
  'yo tú él ella ello usted nosotros nosotras vosotros vosotras ellos ellas ustedes me te se nos os lo le les mí ti sí conmigo contigo consigo esto eso aquello algo nada alguien nadie quien quién quienes qué cuál cuáles',
);
add('adp', 'a ante bajo con contra de desde durante en entre hacia hasta mediante para por según sin sobre tras');
add('conj', 'y e o u ni pero sino mas que porque aunque si cuando como mientras pues donde');
add(
  'adv',
  'no sí muy ya también tampoco más menos siempre nunca jamás hoy ayer mañana aquí allí ahí allá acá bien mal casi solo sólo tan tanto luego después antes entonces todavía aún',
);
add('intj', 'hola adiós ay oh vaya');
add(
  'aux',
  'he has ha hemos habéis han había habías habíamos habían hube hubo habré habrá habrán habría haya hayas hayamos hayan hubiera hubieran',
  'haber',
);
const CONTRACTIONS: Record<string, [string, string]> = { al: ['a', 'el'], del: ['de', 'el'] };

/** Endings only verbs have (person endings, tenses, participles, gerunds, infinitives). */
const VERBAL =
  /(mos|ste|steis|ron|aba|abas|aban|ábamos|ías|ían|íamos|ará|erá|irá|arán|erán|irán|aré|eré|iré|ado|ido|ando|iendo|yendo|ar|er|ir|ír|ó|é|áis|éis)$/;

export function tokenizeSpanish(text: string): Token[] {
  return segmentWords('es', text).map((t) => {
    if (!t.word) return t;
    const lower = t.text.toLowerCase();
    const contraction = CONTRACTIONS[lower];
    if (contraction) return { ...t, lemma: contraction[0], pos: 'adp', tag: 'contraction', parts: [...contraction] };
    const closed = CLOSED[lower];
    if (closed) return { ...t, lemma: closed[1] ?? lower, pos: closed[0], tag: 'closed' };
    const cands = lemmaCandidates('es', lower);
    const infinitive = cands.find((c) => /(ar|er|ir|ír)$/.test(c));
    let lemma = lower;
    let pos = 'noun';
    if (lower.endsWith('mente') && lower.length > 6) pos = 'adv';
    else if (lower.length > 3 && /(ar|er|ir|ír)$/.test(lower)) pos = 'verb';
    else if (lower.length > 3 && VERBAL.test(lower) && infinitive) {
      pos = 'verb';
      lemma = infinitive;
    } else if (/s$/.test(lower)) {
      // A plural: the singular the deinflection offers first (niños → niño, casas → casa).
      lemma = cands.find((c) => !/(ar|er|ir|ír)$/.test(c)) ?? lower;
    }
    return { ...t, lemma, pos, tag: 'guess' };
  });
}
