import { describe, expect, it } from 'vitest';
import { conjugate, parseVerbeccTemplates, parseVerbeccVerbs } from './verbecc.js';

const VERBS = `<verbs-es>
<v><i>tener</i>		<t>t:ener</t></v>
<v><i>contener</i>		<t>t:ener</t></v>
<v><i>ser</i>		<t>:ser</t></v>
</verbs-es>`;
const TEMPLATES = `<template name="t:ener">
  <Indicativo><presente><p><i>engo</i></p><p><i>ienes</i></p></presente>
  <pretérito-perfecto-simple><p><i>uve</i></p></pretérito-perfecto-simple></Indicativo>
  <Imperativo><afirmativo><p><i>-</i></p><p><i>en</i></p></afirmativo><negativo><p><i>engas</i></p></negativo></Imperativo>
  <Infinitivo><infinitivo><p><i>ener</i></p></infinitivo></Infinitivo>
</template>
<template name=":ser"><Indicativo><presente><p><i>soy</i></p><p><i>eres</i></p></presente></Indicativo></template>`;

describe('verbecc', () => {
  const verbs = parseVerbeccVerbs(VERBS);
  const tpls = parseVerbeccTemplates(TEMPLATES);
  it('reads verbs and templates', () => {
    expect(verbs.get('contener')).toBe('t:ener');
    expect(tpls.get('t:ener')).toEqual(['engo', 'ienes', 'uve', 'en', 'engas', 'ener']);
  });
  it('conjugates by radical + ending, without the infinitive or "-" placeholders', () => {
    expect(conjugate('contener', 't:ener', tpls)).toEqual(['contengo', 'contienes', 'contuve', 'conten', 'contengas']);
    expect(conjugate('ser', ':ser', tpls)).toEqual(['soy', 'eres']);
  });
  it('gives nothing when the infinitive does not end in the termination', () => {
    expect(conjugate('hablar', 't:ener', tpls)).toEqual([]);
  });
});
