/** The social tab's mentors card (issue 13). */
export function MentorSection() {
  return null;
}
