/**
 * The weekly team goal (issue 13): words first studied and minutes studied by all members this
 * week, against targets that scale with the member count. Pure: the server sums the members'
 * week and the page draws the bars from the same numbers.
 */

/** Per member and week: what one steady learner does in a week (about 10 new words and 10 minutes a day). */
export const TEAM_GOAL_PER_MEMBER = { words: 70, minutes: 70 } as const;
export const TEAM_MAX_MEMBERS = 50;
export const TEAM_MAX_PER_USER = 5;

export interface TeamGoalPart {
  /** Sum of the members' week. */
  done: number;
  target: number;
  /** 0…100, whole percent, capped at 100. */
  percent: number;
  reached: boolean;
}

export interface TeamGoal {
  words: TeamGoalPart;
  minutes: TeamGoalPart;
  /** Both parts reached. */
  reached: boolean;
}

function part(done: number, target: number): TeamGoalPart {
  const d = Math.max(0, Math.floor(done));
  return { done: d, target, percent: Math.min(100, Math.floor((d * 100) / target)), reached: d >= target };
}

/** The team goal of a week from each member's words and minutes (an empty team has the one-member target). */
export function teamGoal(members: ReadonlyArray<{ words: number; minutes: number }>): TeamGoal {
  const n = Math.max(1, members.length);
  const words = part(
    members.reduce((s, m) => s + m.words, 0),
    TEAM_GOAL_PER_MEMBER.words * n,
  );
  const minutes = part(
    members.reduce((s, m) => s + m.minutes, 0),
    TEAM_GOAL_PER_MEMBER.minutes * n,
  );
  return { words, minutes, reached: words.reached && minutes.reached };
}
