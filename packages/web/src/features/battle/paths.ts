/** The battle pages' routes (spec's routes table) and links into them. */
export const BATTLE_PATHS = {
  index: '/pages/battle/index',
  room: '/pages/battle/room',
  battle: '/pages/battle/vocabulary-battle',
  result: '/pages/battle/result',
} as const;

/** The index page opened by a friend's invite link: it offers to join the code. */
export function inviteJoinPath(code: string): string {
  return `${BATTLE_PATHS.index}?code=${encodeURIComponent(code)}`;
}

/** The index page set to challenge one friend: the invite goes to them (their info tab). */
export function challengePath(friendId: number): string {
  return `${BATTLE_PATHS.index}?challenge=${friendId}`;
}
