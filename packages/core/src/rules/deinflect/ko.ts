/** Korean deinflection rules (see index.ts). */
export function deinflectKorean(_text: string): string[] {
  return [];
}
