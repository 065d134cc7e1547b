/** The social tab's chat card (issue 13). */
export function ChatSection() {
  return null;
}
