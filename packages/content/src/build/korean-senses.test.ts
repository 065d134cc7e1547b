import { describe, expect, it } from 'vitest';
import { cleanGloss, cleanKengdicGloss, orderSenses, pointerTarget, promoteCoreSense, sensePenalty } from './korean-senses.js';

describe('Korean sense order', () => {
  it('puts a plain sense before labelled senses and pointers', () => {
    const s = orderSenses([
      { pos: 'adj', gloss: '(rare) formal indicative assertive of 감사하다 (gamsahada, “to be thankful”): is/am/are thankful' },
      { pos: 'intj', gloss: 'thank you' },
    ]);
    expect(s[0]?.gloss).toBe('thank you');
    expect(
      orderSenses([
        { pos: 'verb', gloss: '(slang) to kill' },
        { pos: 'verb', gloss: 'to go' },
      ])[0]?.gloss,
    ).toBe('to go');
  });
  it('puts a pronoun sense first among plain senses', () => {
    const s = orderSenses([
      { pos: 'noun', gloss: 'rivulet; brook; stream' },
      { pos: 'pron', gloss: 'my; an abbreviated form of 나의 (naui)' },
    ]);
    expect(s[0]?.pos).toBe('pron');
  });
  it('treats a pronoun contraction as plain', () => {
    const s = orderSenses([
      { pos: 'pron', gloss: '(informal) topic-marked form of 나 (na)' },
      { pos: 'noun', gloss: '亂: revolt' },
    ]);
    expect(s[0]?.pos).toBe('pron');
    const n = orderSenses([
      { pos: 'noun', gloss: 'day (twenty-four hours)' },
      { pos: 'pron', gloss: '(colloquial) Alternative form of 나를 (nareul, “me”)' },
    ]);
    expect(n[0]?.pos).toBe('noun'); // 날: "day" stays first
    const g = orderSenses([
      { pos: 'det', gloss: '(demonstrative) that' },
      { pos: 'pron', gloss: '(literary) he, she' },
    ]);
    expect(g[0]?.pos).toBe('det');
  });
  it('keeps the upstream order among plain senses', () => {
    const s = orderSenses([
      { pos: 'noun', gloss: 'economy' },
      { pos: 'noun', gloss: 'economics' },
    ]);
    expect(s.map((x) => x.gloss)).toEqual(['economy', 'economics']);
  });
  it('scores labels and pointers', () => {
    expect(sensePenalty('(vulgar) to orgasm')).toBe(1);
    expect(sensePenalty('(of time) to pass')).toBe(0);
    expect(sensePenalty('Alternative form of 나이 (nai, “age”)')).toBe(2);
    expect(sensePenalty('(informal) topic-marked form of 나 (na)')).toBe(2);
    expect(sensePenalty('allomorph of 나 (na, “(informal) I”) before 가 (-ga, “nominative case marker”)')).toBe(2);
    expect(sensePenalty('my; an abbreviated form of 나의 (naui)')).toBe(0);
    expect(sensePenalty('(colloquial) mum, mummy')).toBe(0);
    expect(pointerTarget('해체 (haeche, “informal”) present tense form of 있다 (itda, “to exist”)')).toBe('있다');
    expect(pointerTarget('to be happy')).toBeNull();
  });
  it('tidies kengdic glosses', () => {
    expect(cleanKengdicGloss('A utensil or  tool')).toBe('a utensil or tool');
    expect(cleanKengdicGloss('VST + Do away with, get rid of')).toBe('do away with, get rid of');
    expect(cleanKengdicGloss('Korea')).toBe('Korea');
  });
});

describe('promoteCoreSense', () => {
  const hada = () => [
    { pos: 'verb', gloss: 'to prepare, to make (food, clothes, etc.)' },
    { pos: 'verb', gloss: 'to make a certain facial expression' },
  ];
  it('adds a basic learner gloss Wiktionary lacks', () => {
    const s = hada();
    expect(promoteCoreSense(s, ['to do'], true)).toBe(true);
    expect(s[0]?.gloss).toBe('to do');
    const t = hada();
    expect(promoteCoreSense(t, ['to do'], false)).toBe(false);
    const invite = [{ pos: 'verb', gloss: '(transitive) to invite' }];
    expect(promoteCoreSense(invite, ['to invide'], true, (w) => w !== 'invide')).toBe(false);
    const here = [{ pos: 'pron', gloss: 'here' }];
    expect(promoteCoreSense(here, ['a hobby'], true)).toBe(false);
    expect(here[0]?.gloss).toBe('here');
    expect(t[0]?.gloss).toBe('to prepare, to make (food, clothes, etc.)');
  });
  it('moves the sense the learner gloss names to the front', () => {
    const s = [
      { pos: 'det', gloss: '(native numeral) four (of something)' },
      { pos: 'intj', gloss: '(polite) yes' },
    ];
    promoteCoreSense(s, ['yes'], true);
    expect(s[0]?.gloss).toBe('(polite) yes');
  });
  it('reads words inside parentheses and light inflections as agreeing', () => {
    const s = [
      { pos: 'noun', gloss: '(chiefly South Korea) hanbok (traditional Korean clothing)' },
      { pos: 'noun', gloss: 'Hanfu, Han Chinese clothing' },
    ];
    promoteCoreSense(s, ['korean traditional clothing'], true);
    expect(s[0]?.gloss).toMatch(/^\(chiefly/);
    const t = [
      { pos: 'verb', gloss: 'to be seen' },
      { pos: 'verb', gloss: 'to show, to cause to see' },
    ];
    promoteCoreSense(t, ['see, catch sight of'], true);
    expect(t[0]?.gloss).toBe('to be seen');
  });
  it('keeps the order when the first sense agrees with any learner gloss', () => {
    const s = [
      { pos: 'verb', gloss: 'to see, to look at' },
      { pos: 'adv', gloss: 'more' },
    ];
    promoteCoreSense(s, ['more than, greater than', 'to see'], true);
    expect(s[0]?.gloss).toBe('to see, to look at');
  });
  it('cleans template residue', () => {
    expect(cleanGloss('}} auxiliary verb used to negate')).toBe('auxiliary verb used to negate');
    expect(cleanGloss('meat; flesh [from at least 1103]')).toBe('meat; flesh');
  });
});
