/** The blacklist page (issue 13). */
export const BLACKLIST_PATH = '/pages/social/blacklist';
