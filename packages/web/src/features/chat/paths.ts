/** The chat pages (issue 13). */
export const CHAT_PATHS = {
  list: '/pages/social/chats',
  /** One conversation: `?with=<userId>` or `?team=<teamId>`. */
  chat: '/pages/social/chat',
} as const;

export const directChatPath = (userId: number) => `${CHAT_PATHS.chat}?with=${userId}`;
export const teamChatPath = (teamId: number) => `${CHAT_PATHS.chat}?team=${teamId}`;
