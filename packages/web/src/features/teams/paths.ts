/** The team pages (issue 13). */
export const TEAM_PATHS = {
  /** My teams, create one, join by code. */
  list: '/pages/social/teams',
  /** One team: `?id=<teamId>`. */
  team: '/pages/social/team',
} as const;

export const teamPath = (teamId: number) => `${TEAM_PATHS.team}?id=${teamId}`;
