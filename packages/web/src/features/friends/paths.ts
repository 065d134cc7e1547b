/** The friends pages (issue 13). */
export const FRIENDS_PATHS = {
  list: '/pages/social/friends',
  add: '/pages/social/friend-add',
  /** A user's card: `?id=<userId>` (or `?code=<share code>` from a QR link). */
  user: '/pages/social/user',
} as const;

export const userCardPath = (userId: number) => `${FRIENDS_PATHS.user}?id=${userId}`;
