/**
 * verbecc Spanish conjugation data (`es/verbecc/`, GPL-2.0+): `verbs-es.xml` maps each infinitive to
 * a template (`t:ener` = radical `t` + termination `ener`), `conjugations-es.xml` gives every
 * template's endings (`engo`, `ienes`, …). The build only derives form → infinitive keys from it.
 */

/** Infinitive → template name (`tener` → `t:ener`). */
export function parseVerbeccVerbs(xml: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of xml.matchAll(/<v>\s*<i>([^<]+)<\/i>\s*<t>([^<]+)<\/t>\s*<\/v>/g)) {
    const inf = m[1]?.trim();
    const tpl = m[2]?.trim();
    if (inf && tpl && !out.has(inf)) out.set(inf, tpl);
  }
  return out;
}

/** Template name → its endings (every `<i>` of the template, in file order, duplicates removed). */
export function parseVerbeccTemplates(xml: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const m of xml.matchAll(/<template name="([^"]+)">([\s\S]*?)<\/template>/g)) {
    const name = m[1] ?? '';
    const ends = [...(m[2] ?? '').matchAll(/<i>([^<]*)<\/i>/g)]
      .map((e) => (e[1] ?? '').trim().split(/\s+/).pop() ?? '')
      .filter((e) => e !== '-');
    out.set(name, [...new Set(ends)]);
  }
  return out;
}

/** All written forms of `infinitive` under `template` (radical + each ending); [] when they do not fit. */
export function conjugate(infinitive: string, template: string, templates: Map<string, string[]>): string[] {
  const termination = template.split(':')[1] ?? '';
  const endings = templates.get(template);
  if (!endings || !infinitive.endsWith(termination)) return [];
  const radical = infinitive.slice(0, infinitive.length - termination.length);
  return [...new Set(endings.map((e) => radical + e).filter((f) => f.length > 0 && f !== infinitive))];
}
