/** The new-words book is practised in groups of 20 words, in the order the words were added. */
export const NEW_WORDS_GROUP_SIZE = 20;

export function groupCount(total: number): number {
  return Math.ceil(Math.max(0, total) / NEW_WORDS_GROUP_SIZE);
}

/** Words in group `group` (0-based) of a book of `total` words. */
export function groupSize(total: number, group: number): number {
  return Math.max(0, Math.min(NEW_WORDS_GROUP_SIZE, total - group * NEW_WORDS_GROUP_SIZE));
}

/** The group to show after the book changed size (a removal may empty the last group). */
export function clampGroup(group: number, total: number): number {
  return Math.max(0, Math.min(group, groupCount(total) - 1));
}
