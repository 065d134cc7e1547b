/**
 * Text that every database stores as given: no U+0000 (PostgreSQL refuses it in text columns) and no
 * lone UTF-16 surrogate (not a character: PostgreSQL and SQLite would store a replacement
 * character instead, so what is read back differs from what was sent). Every request's strings
 * (path parameters, query, body, socket frames) are checked with this before they reach a handler,
 * so both databases refuse the same input the same way.
 */

// biome-ignore lint/suspicious/noControlCharactersInRegex: U+0000 is what this looks for
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True when the string holds U+0000 or a lone surrogate. */
export function isUnstorableText(s: string): boolean {
  return UNSTORABLE.test(s);
}

/**
 * The path of the first unstorable string (or object key) in a JSON-like value: '' for the value
 * itself, 'a.0.b' inside it; null when everything is storable. Only plain objects and arrays are
 * searched (buffers and streams are file contents, checked where they are parsed).
 */
export function findUnstorableText(value: unknown, depth = 0): string | null {
  if (typeof value === 'string') return isUnstorableText(value) ? '' : null;
  if (value === null || typeof value !== 'object' || depth > 64) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const at = findUnstorableText(value[i], depth + 1);
      if (at !== null) return at === '' ? String(i) : `${i}.${at}`;
    }
    return null;
  }
  // Plain objects, also those whose prototype chain has no Object.prototype (parsed query strings).
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null && Object.getPrototypeOf(proto) !== null) return null;
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    if (isUnstorableText(key)) return key.replace(UNSTORABLE, '?');
    const at = findUnstorableText(v, depth + 1);
    if (at !== null) return at === '' ? key : `${key}.${at}`;
  }
  return null;
}

/** The string with U+0000 and lone surrogates removed (for text read from files, where refusing a whole file for one would lose it). */
export function storableText(s: string): string {
  return isUnstorableText(s) ? s.replace(new RegExp(UNSTORABLE.source, 'g'), '') : s;
}
