/**
 * Grammar structure, a documented reduced analysis (no dependency parser runs here offline):
 *
 * - English and Spanish: the sentence is cut into clauses at subordinators, relative pronouns,
 *   coordinators that start a new clause with its own verb, and at ; and :. Inside a clause,
 *   tokens are chunked into phrases: noun phrase (det/num/adj/noun run, or a pronoun), verb group
 *   (aux + adverb/negation + verb + particle), prepositional phrase (preposition + noun phrase),
 *   adverb and adjective phrases. Roles are guessed by position: the noun phrase before the first
 *   verb group is the subject, the first noun phrase after it the object (an adjective or noun
 *   phrase after be/ser/estar the complement). Spanish may drop the subject: the verb group then
 *   carries the note `es_implied_subject`.
 * - Chinese, Japanese, Korean: the sentence is cut into segments (ja: content word + the
 *   particles and auxiliaries after it; ko: each eojeol, stem + particle; zh: words), and every
 *   particle or verb ending gets a note key (`ja_wa`, `ko_object`, `zh_le`…) the client explains;
 *   a segment ending in a case or topic particle takes its role (topic, subject, object…).
 *
 * Labels and notes are stable keys localized by the client (tools.grammar.labels / .notes).
 */
import type { GrammarNode, Lang } from '@qfl/core';
import type { Token } from '../../nlp/index.js';

type T = Token & { entryId?: number };

function wordNode(t: T, label = 'word', note?: string): GrammarNode {
  const n: GrammarNode = { label, text: t.text, children: [], pos: t.pos, lemma: t.lemma };
  if (t.reading) n.reading = t.reading;
  if (note) n.note = note;
  return n;
}

/** The source text from the first to the last token (keeps the original spacing). */
function span(source: string, ts: readonly T[]): string {
  const first = ts[0];
  const last = ts[ts.length - 1];
  return first && last ? source.slice(first.start, last.end) : '';
}

function node(label: string, source: string, ts: readonly T[], children: GrammarNode[], extra: Partial<GrammarNode> = {}): GrammarNode {
  return { label, text: span(source, ts), children, ...extra };
}

/** Sentences: cut after . ! ? 。 ！ ？ (the mark stays with its sentence). */
function sentences(ts: readonly T[]): T[][] {
  const out: T[][] = [];
  let cur: T[] = [];
  for (const t of ts) {
    cur.push(t);
    if (t.pos === 'punct' && /^[.!?。！？…]+$/u.test(t.text)) {
      out.push(cur);
      cur = [];
    }
  }
  if (cur.length) out.push(cur);
  return out;
}

// ---------------------------------------------------------------- English and Spanish

const EN_REL = new Set(['who', 'whom', 'whose', 'which', 'that', 'where']);
const ES_REL = new Set(['que', 'quien', 'quienes', 'cual', 'cuales', 'donde', 'cuyo', 'cuya']);
const ES_SUB = new Set(['porque', 'aunque', 'si', 'cuando', 'mientras', 'como', 'que', 'donde', 'pues']);
const EN_SUB = new Set([
  'because',
  'although',
  'though',
  'if',
  'when',
  'while',
  'since',
  'unless',
  'until',
  'before',
  'after',
  'whether',
  'as',
  'that',
  'so',
]);
const COPULA = new Set(['be', 'ser', 'estar', 'become', 'seem', 'parecer']);

type Kind = 'sub' | 'rel' | 'coord';

function isVerbish(t: T): boolean {
  return t.pos === 'verb' || t.pos === 'aux';
}

/** Where a clause starts, and what starts it. */
function clauseStarts(lang: Lang, ts: readonly T[]): Map<number, Kind> {
  const starts = new Map<number, Kind>();
  const hasVerb = (from: number, to: number) => ts.slice(from, to).some(isVerbish);
  for (let i = 1; i < ts.length; i++) {
    const t = ts[i] as T;
    const prev = ts[i - 1] as T;
    const lower = t.text.toLowerCase();
    if (lang === 'en') {
      if (t.tag === 'SCONJ' || (EN_SUB.has(lower) && t.pos === 'conj' && lower !== 'that')) starts.set(i, 'sub');
      else if (
        EN_REL.has(lower) &&
        (t.pos === 'pron' || t.pos === 'det' || t.tag === 'SCONJ' || t.pos === 'adv') &&
        (prev.pos === 'noun' || prev.pos === 'pron' || prev.text === ',')
      )
        starts.set(i, lower === 'that' && prev.pos !== 'noun' ? 'sub' : 'rel');
      else if (t.tag === 'CCONJ' && hasVerb(0, i) && hasVerb(i + 1, ts.length)) starts.set(i, 'coord');
    } else {
      if (lower === 'que' && (prev.pos === 'noun' || prev.pos === 'pron')) starts.set(i, 'rel');
      else if (ES_REL.has(lower) && lower !== 'que' && lower !== 'donde' && prev.pos === 'noun') starts.set(i, 'rel');
      else if (ES_SUB.has(lower) && t.pos === 'conj') starts.set(i, 'sub');
      else if (['y', 'e', 'o', 'u', 'pero', 'sino', 'ni'].includes(lower) && hasVerb(0, i) && hasVerb(i + 1, ts.length))
        starts.set(i, 'coord');
    }
    if (t.pos === 'punct' && /^[;:]$/.test(t.text) && i + 1 < ts.length) starts.set(i + 1, 'coord');
  }
  return starts;
}

const NP_PART = new Set(['det', 'num', 'adj', 'noun']);

/** Phrases of one clause, with roles guessed by position. */
function phrases(lang: Lang, source: string, ts: readonly T[], embedAt: (i: number) => GrammarNode | null = () => null): GrammarNode[] {
  type P = { label: string; tokens: T[]; children: GrammarNode[]; head?: T; embedded?: GrammarNode };
  const out: P[] = [];
  let i = 0;
  let placed = false;
  const np = (from: number): { end: number; tokens: T[] } | null => {
    let j = from;
    const first = ts[j];
    if (!first) return null;
    if (first.pos === 'pron') return { end: j + 1, tokens: [first] };
    const run: T[] = [];
    while (j < ts.length && NP_PART.has((ts[j] as T).pos)) {
      // English: a possessive 's stays inside (the boy's book).
      run.push(ts[j] as T);
      j++;
      if (lang === 'en' && ts[j]?.text === "'s" && ts[j]?.pos === 'part') run.push(ts[j++] as T);
    }
    if (!run.some((t) => t.pos === 'noun' || t.pos === 'num')) return null;
    // Trailing adjectives after the last noun stay (Spanish: la casa blanca).
    return { end: j, tokens: run };
  };
  while (i < ts.length || !placed) {
    const emb = placed ? null : embedAt(i);
    if (emb) {
      out.push({ label: 'embedded', tokens: [], children: [], embedded: emb });
      placed = true;
    }
    if (i >= ts.length) break;
    const t = ts[i] as T;
    if (t.pos === 'punct') {
      out.push({ label: 'punct', tokens: [t], children: [] });
      i++;
      continue;
    }
    if (t.pos === 'adp') {
      const inner = np(i + 1);
      if (inner) {
        const npNode = node(
          'np',
          source,
          inner.tokens,
          inner.tokens.map((x) => wordNode(x)),
        );
        out.push({ label: 'pp', tokens: [t, ...inner.tokens], children: [wordNode(t, 'prep'), npNode] });
        i = inner.end;
        continue;
      }
    }
    // Verb group: aux/adverb/negation/clitic pronouns (es) before the verb, particles after.
    const vg: T[] = [];
    let j = i;
    const lead = (x: T) =>
      x.pos === 'aux' ||
      (x.pos === 'part' && /^(not|n't|to)$/i.test(x.text)) ||
      (lang === 'es' && x.text.toLowerCase() === 'no') ||
      (lang === 'es' && x.pos === 'pron' && /^(me|te|se|nos|os|lo|la|los|las|le|les)$/i.test(x.text) && isVerbish(ts[j + 1] ?? x));
    while (j < ts.length && (lead(ts[j] as T) || ((ts[j] as T).pos === 'adv' && vg.length > 0 && isVerbish(ts[j + 1] ?? (ts[j] as T)))))
      vg.push(ts[j++] as T);
    if (j < ts.length && (ts[j] as T).pos === 'verb') {
      vg.push(ts[j++] as T);
      while (j < ts.length && (ts[j] as T).pos === 'verb') vg.push(ts[j++] as T);
      if (lang === 'en' && j < ts.length && (ts[j] as T).pos === 'adp' && (ts[j] as T).tag === 'PART') vg.push(ts[j++] as T);
    }
    if (vg.some(isVerbish)) {
      const head = [...vg].reverse().find(isVerbish);
      out.push({ label: 'vp', tokens: vg, children: vg.map((x) => wordNode(x)), head });
      i = j;
      continue;
    }
    const n = np(i);
    if (n) {
      out.push({ label: 'np', tokens: n.tokens, children: n.tokens.map((x) => wordNode(x)) });
      i = n.end;
      continue;
    }
    if (t.pos === 'adv' || t.pos === 'adj') {
      const run: T[] = [];
      while (i < ts.length && (ts[i] as T).pos === t.pos) run.push(ts[i++] as T);
      out.push({ label: t.pos === 'adv' ? 'advp' : 'adjp', tokens: run, children: run.map((x) => wordNode(x)) });
      continue;
    }
    out.push({ label: t.pos === 'conj' ? 'conj' : 'word', tokens: [t], children: [] });
    i++;
  }
  // An embedded clause whose place a phrase ran across goes after that phrase's run.
  for (let j = 0; !placed && j <= ts.length; j++) {
    const emb = embedAt(j);
    if (emb) {
      out.push({ label: 'embedded', tokens: [], children: [], embedded: emb });
      placed = true;
    }
  }
  // Roles by position around the first verb group.
  const v = out.findIndex((p) => p.label === 'vp');
  const roles = new Map<P, string>();
  if (v >= 0) {
    const vp = out[v] as P;
    roles.set(vp, 'verb');
    const subject = [...out.slice(0, v)].reverse().find((p) => p.label === 'np' || (p.label === 'word' && p.tokens[0]?.pos === 'pron'));
    if (subject) roles.set(subject, 'subject');
    const after = out.slice(v + 1).find((p) => p.label !== 'advp');
    const copula = vp.head && COPULA.has(vp.head.lemma);
    if (after && (after.label === 'np' || after.label === 'adjp')) roles.set(after, copula ? 'complement' : 'object');
    if (!subject && lang === 'es') vp.children.push({ label: 'note', text: '', children: [], note: 'es_implied_subject' });
  }
  return out.map((p) => {
    if (p.embedded) return p.embedded;
    if (p.label === 'punct' || (p.children.length === 0 && p.tokens.length === 1)) {
      return wordNode(p.tokens[0] as T, p.label);
    }
    const role = roles.get(p);
    return node(p.label, source, p.tokens, p.children, role ? { role } : {});
  });
}

function westernTree(lang: Lang, source: string, ts: readonly T[]): GrammarNode[] {
  const starts = clauseStarts(lang, ts);
  type C = { kind: Kind | 'main'; tokens: T[]; embedded: { at: number; clause: C }[] };
  const clauses: C[] = [{ kind: 'main', tokens: [], embedded: [] }];
  ts.forEach((t, i) => {
    const kind = starts.get(i);
    if (kind) clauses.push({ kind, tokens: [], embedded: [] });
    (clauses[clauses.length - 1] as C).tokens.push(t);
  });
  // A relative clause ends where a second verb group begins (The boy who lives here | reads a
  // book): it is embedded in the clause before it, which goes on with the rest.
  for (let c = 1; c < clauses.length; c++) {
    const rel = clauses[c] as C;
    const host = clauses[c - 1] as C;
    if (rel.kind !== 'rel' || host.tokens.some(isVerbish)) continue;
    // The relative clause's verb group is over once a word other than a verb follows a main
    // verb (an auxiliary may be followed by adverbs: who has quickly gone).
    let lastVerb: T | null = null;
    let cut = -1;
    for (let i = 1; i < rel.tokens.length; i++) {
      const t = rel.tokens[i] as T;
      if (!isVerbish(t)) continue;
      const prev = rel.tokens[i - 1] as T;
      if (lastVerb && !isVerbish(prev) && lastVerb.pos === 'verb' && prev.pos !== 'part') {
        cut = i;
        break;
      }
      lastVerb = t;
    }
    if (cut < 0) continue;
    const rest = rel.tokens.splice(cut);
    host.embedded.push({ at: host.tokens.length, clause: rel });
    host.tokens.push(...rest);
    clauses.splice(c, 1);
    c--;
  }
  const render = (c: C): GrammarNode => {
    const label = c.kind === 'main' ? 'clause' : c.kind === 'sub' ? 'subclause' : c.kind === 'rel' ? 'relclause' : 'coordclause';
    const [first, ...rest] = c.tokens;
    // The connector is shown first, apart from the clause's phrases.
    const connector = c.kind !== 'main' && first && first.pos !== 'punct' ? first : null;
    const body = connector ? rest : c.tokens;
    const offset = connector ? 1 : 0;
    const children: GrammarNode[] = [];
    if (connector) children.push(wordNode(connector, c.kind === 'rel' ? 'relpron' : 'conj'));
    // Phrases of the clause's own tokens, with embedded clauses put back where they were.
    let from = 0;
    const parts: { tokens: T[]; clause?: C }[] = [];
    for (const e of c.embedded) {
      parts.push({ tokens: body.slice(from, e.at - offset) }, { tokens: [], clause: e.clause });
      from = e.at - offset;
    }
    parts.push({ tokens: body.slice(from) });
    const own = phrases(
      lang,
      source,
      parts.flatMap((p) => p.tokens),
      (i) => {
        let n = 0;
        for (const p of parts) {
          if (p.clause && n === i) return render(p.clause);
          n += p.tokens.length;
        }
        return null;
      },
    );
    children.push(...own);
    const all = [...c.tokens, ...c.embedded.flatMap((e) => e.clause.tokens)].sort((a, b) => a.start - b.start);
    return node(label, source, all, children);
  };
  return clauses.filter((c) => c.tokens.length > 0).map(render);
}

// ---------------------------------------------------------------- Chinese, Japanese, Korean

const ZH_NOTES: Record<string, string> = {
  的: 'zh_de',
  地: 'zh_de_adverbial',
  得: 'zh_de_complement',
  了: 'zh_le',
  着: 'zh_zhe',
  过: 'zh_guo',
  吗: 'zh_ma',
  呢: 'zh_ne',
  吧: 'zh_ba_particle',
  把: 'zh_ba',
  被: 'zh_bei',
  在: 'zh_zai',
  是: 'zh_shi',
};

const JA_PARTICLES: Record<string, [note: string, role?: string]> = {
  は: ['ja_wa', 'topic'],
  が: ['ja_ga', 'subject'],
  を: ['ja_wo', 'object'],
  に: ['ja_ni', 'target'],
  で: ['ja_de', 'place'],
  へ: ['ja_he', 'direction'],
  と: ['ja_to'],
  の: ['ja_no', 'modifier'],
  も: ['ja_mo', 'topic'],
  から: ['ja_kara'],
  まで: ['ja_made'],
  か: ['ja_ka'],
  ね: ['ja_ne'],
  よ: ['ja_yo'],
  て: ['ja_te'],
  で_conj: ['ja_te'],
  けど: ['ja_kedo'],
  が_conj: ['ja_kedo'],
  ば: ['ja_ba'],
};

const JA_AUX: Record<string, string> = {
  ます: 'ja_masu',
  た: 'ja_ta',
  だ: 'ja_da',
  です: 'ja_desu',
  ない: 'ja_nai',
  ぬ: 'ja_nai',
  ん: 'ja_nai',
  たい: 'ja_tai',
  れる: 'ja_reru',
  られる: 'ja_reru',
  せる: 'ja_seru',
  させる: 'ja_seru',
  う: 'ja_u',
  よう: 'ja_u',
  いる: 'ja_iru',
};

const KO_PARTICLES: Record<string, [note: string, role?: string]> = {
  은: ['ko_topic', 'topic'],
  는: ['ko_topic', 'topic'],
  이: ['ko_subject', 'subject'],
  가: ['ko_subject', 'subject'],
  께서: ['ko_subject', 'subject'],
  을: ['ko_object', 'object'],
  를: ['ko_object', 'object'],
  에서: ['ko_eseo', 'place'],
  에: ['ko_e', 'target'],
  에게: ['ko_ege', 'target'],
  한테: ['ko_ege', 'target'],
  께: ['ko_ege', 'target'],
  의: ['ko_ui', 'modifier'],
  도: ['ko_do', 'topic'],
  와: ['ko_wa', undefined],
  과: ['ko_wa', undefined],
  랑: ['ko_wa', undefined],
  이랑: ['ko_wa', undefined],
  로: ['ko_ro', undefined],
  으로: ['ko_ro', undefined],
  부터: ['ko_buteo', undefined],
  까지: ['ko_kkaji', undefined],
  만: ['ko_man', undefined],
  보다: ['ko_boda', undefined],
  처럼: ['ko_cheoreom', undefined],
  마다: ['ko_mada', undefined],
};

/** Korean endings recognised on a predicate, in the order they are tried (several may apply). */
const KO_ENDINGS: [RegExp, string, string][] = [
  [/(았|었|였|했)/, '-았/었-', 'ko_past'],
  [/겠/, '-겠-', 'ko_future'],
  [/(시|세요|셨)/, '-(으)시-', 'ko_honorific'],
  [/(습니다|ㅂ니다|니다)$/, '-습니다', 'ko_formal'],
  [/(습니까|니까)$/, '-습니까', 'ko_formal_question'],
  [/요$/, '-요', 'ko_polite'],
  [/고$/, '-고', 'ko_go'],
  [/(는데|은데|ㄴ데)$/, '-는데', 'ko_neunde'],
  [/(으면|면)$/, '-(으)면', 'ko_myeon'],
  [/(어서|아서|여서|해서)$/, '-아/어서', 'ko_seo'],
  [/지만$/, '-지만', 'ko_jiman'],
  [/다$/, '-다', 'ko_plain'],
];

/** A syllable with the final ㅆ that the lemma does not have there: the past -았/었- (만났어요, 했다). */
function koPast(t: T): boolean {
  return [...t.text].some((c, i) => (c.charCodeAt(0) - 0xac00) % 28 === 20 && c >= '\uac00' && c <= '\ud7a3' && t.lemma[i] !== c);
}

function koEndings(t: T): GrammarNode[] {
  const stemLen = t.lemma.endsWith('다') ? t.lemma.length - 1 : t.text.length;
  const tail = t.text.slice(Math.max(0, stemLen - 1));
  const out: GrammarNode[] = [];
  for (const [re, form, note] of KO_ENDINGS) {
    if (note === 'ko_plain' && out.length > 0) continue;
    const hit = note === 'ko_past' ? koPast(t) : re.test(note === 'ko_future' || note === 'ko_honorific' ? tail : t.text);
    if (hit) out.push({ label: 'ending', text: form, children: [], note });
  }
  return out;
}

function eastTree(lang: Lang, source: string, ts: readonly T[]): GrammarNode[] {
  if (lang === 'zh') {
    return ts.map((t) => {
      const note = ZH_NOTES[t.text];
      // 在 and 是 are explained when they are a preposition / the copula, not inside other words.
      if (note && (t.pos === 'part' || t.pos === 'adp' || t.text === '是' || t.text === '了')) return wordNode(t, 'particle', note);
      return wordNode(t, t.pos === 'punct' ? 'punct' : 'word');
    });
  }
  // Segments: a content word (with compounds and prefixes) followed by its particles/auxiliaries.
  const segs: T[][] = [];
  let cur: T[] = [];
  const functional = (t: T) =>
    t.pos === 'part' || t.pos === 'aux' || (lang === 'ja' && (t.tag?.startsWith('動詞,非自立') || t.tag?.startsWith('名詞,非自立')));
  for (const t of ts) {
    const last = cur[cur.length - 1];
    const startNew =
      !last ||
      t.pos === 'punct' ||
      last.pos === 'punct' ||
      (lang === 'ko'
        ? t.tag !== 'particle'
        : !functional(t) &&
          (functional(last) || last.tag === '名詞,副詞可能' || last.pos === 'verb' || last.pos === 'adj' || last.pos === 'adv'));
    if (startNew && cur.length) {
      segs.push(cur);
      cur = [];
    }
    cur.push(t);
  }
  if (cur.length) segs.push(cur);
  return segs.map((seg) => {
    if (seg.length === 1 && seg[0]?.pos === 'punct') return wordNode(seg[0], 'punct');
    let role: string | undefined;
    const children = seg.map((t) => {
      if (lang === 'ja') {
        if (t.pos === 'part' || t.pos === 'conj') {
          const key = t.tag === '助詞,接続助詞' && (t.text === 'で' || t.text === 'が') ? `${t.text}_conj` : t.text;
          const p = JA_PARTICLES[key];
          if (p?.[1]) role = p[1];
          return wordNode(t, 'particle', p?.[0]);
        }
        if (t.pos === 'aux' || t.tag?.startsWith('動詞,非自立')) return wordNode(t, 'ending', JA_AUX[t.lemma]);
        return wordNode(t);
      }
      // Korean
      if (t.tag === 'particle') {
        const p = KO_PARTICLES[t.text];
        if (p?.[1]) role = p[1];
        return wordNode(t, 'particle', p?.[0]);
      }
      if (t.pos === 'verb') {
        const n = wordNode(t, 'predicate');
        n.children = koEndings(t);
        return n;
      }
      return wordNode(t);
    });
    if (!role && seg.some((t) => t.pos === 'verb' || (lang === 'ja' && t.pos === 'adj'))) role = 'predicate';
    return node('segment', source, seg, children, role ? { role } : {});
  });
}

/** The reduced grammar tree of a text: a sentence node per sentence (one root `text` node above several). */
export function grammarTree(lang: Lang, source: string, tokens: readonly T[]): GrammarNode {
  const sents = sentences(tokens).map((s) => {
    const children = lang === 'en' || lang === 'es' ? westernTree(lang, source, s) : eastTree(lang, source, s);
    return node('sentence', source, s, children);
  });
  if (sents.length === 1) return sents[0] as GrammarNode;
  return { label: 'text', text: source.trim(), children: sents };
}
