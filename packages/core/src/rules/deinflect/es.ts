/** Spanish deinflection rules (see index.ts). */
export function deinflectSpanish(_text: string): string[] {
  return [];
}
