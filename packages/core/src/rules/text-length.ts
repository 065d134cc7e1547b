/** Text length as the spec counts it: every non-ASCII character counts 2. */
export function textLength(text: string): number {
  let n = 0;
  for (const ch of text) n += (ch.codePointAt(0) ?? 0) > 0x7f ? 2 : 1;
  return n;
}
