/**
 * Comparing answers: the server grades with `sameAnswer`; the client grades at once with
 * `answerHash` (the item carries the hash of its expected answer) and confirms in the background.
 * The hash is FNV-1a (64-bit, hex) of the item id and the normalized answer: not a secret, only a
 * way not to put the expected answer in plain sight.
 */

/** Unicode NFKC, lower case, spaces collapsed, surrounding spaces and end punctuation dropped. */
export function normalizeAnswer(text: string): string {
  return text
    .normalize('NFKC')
    .toLocaleLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\s.!?。！？,，;；:：]+$/u, '');
}

export function sameAnswer(given: string, expected: string): boolean {
  return normalizeAnswer(given) === normalizeAnswer(expected);
}

const FNV_OFFSET = 0xcbf29ce484222325n;
const FNV_PRIME = 0x100000001b3n;
const MASK = 0xffffffffffffffffn;

export function answerHash(itemId: number, answer: string): string {
  let h = FNV_OFFSET;
  const bytes = new TextEncoder().encode(`${itemId}\u0000${normalizeAnswer(answer)}`);
  for (const b of bytes) {
    h ^= BigInt(b);
    h = (h * FNV_PRIME) & MASK;
  }
  return h.toString(16).padStart(16, '0');
}

/** Words of a sentence for a word-order item: spaces split, except Chinese and Japanese (by character groups). */
export function sentenceTokens(text: string, lang: string): string[] {
  const clean = text.trim().replace(/[.!?。！？]+$/u, '');
  if (lang === 'zh' || lang === 'ja') {
    // Runs of CJK characters split into pairs; Latin words and numbers stay whole.
    const out: string[] = [];
    for (const m of clean.matchAll(/[A-Za-z0-9']+|[^\s\p{P}A-Za-z0-9]{1,2}|\p{P}/gu)) if (!/^\p{P}$/u.test(m[0])) out.push(m[0]);
    return out;
  }
  return clean.split(/\s+/).filter((w) => w.length > 0);
}

/** The sentence a word-order answer builds from its tokens. */
export function joinTokens(tokens: string[], lang: string): string {
  return lang === 'zh' || lang === 'ja' ? tokens.join('') : tokens.join(' ');
}
