/** The social tab's friends card (issue 13). */
export function FriendsSection() {
  return null;
}
