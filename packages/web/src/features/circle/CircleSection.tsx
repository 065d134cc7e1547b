/** The social tab's circle card (issue 13). */
export function CircleSection() {
  return null;
}
