/** Japanese deinflection rules (see index.ts). */
export function deinflectJapanese(_text: string): string[] {
  return [];
}
