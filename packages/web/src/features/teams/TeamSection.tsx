/** The social tab's teams card (issue 13). */
export function TeamSection() {
  return null;
}
