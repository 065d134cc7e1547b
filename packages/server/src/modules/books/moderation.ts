/**
 * The one hook where public book texts (titles, descriptions, and items of a public book) meet
 * text moderation. Until the moderation provider exists (issue 13: `POST /qn/textCensor` behind a
 * provider interface), every text passes; then `setTextModerator` plugs it in at app build.
 * `review` sends the book to the admins' review queue; `block` refuses the change.
 */
export type ModerationVerdict = 'pass' | 'review' | 'block';
export type TextModerator = (texts: string[]) => Promise<ModerationVerdict>;

let moderator: TextModerator = async () => 'pass';

export function setTextModerator(next: TextModerator): void {
  moderator = next;
}

/** `pass` or `review`; a `block` verdict is turned into a review (an admin decides, nothing is lost). */
export async function moderateTitles(texts: string[]): Promise<'pass' | 'review'> {
  const verdict = await moderator(texts.filter((t) => t.trim().length > 0));
  return verdict === 'pass' ? 'pass' : 'review';
}
