import { describe, expect, it } from 'vitest';
import { TEAM_GOAL_PER_MEMBER, teamGoal } from './team-goal.js';

describe('teamGoal', () => {
  it('scales the targets with the member count', () => {
    const g = teamGoal([
      { words: 10, minutes: 5 },
      { words: 20, minutes: 15 },
      { words: 0, minutes: 0 },
    ]);
    expect(g.words).toEqual({ done: 30, target: TEAM_GOAL_PER_MEMBER.words * 3, percent: 14, reached: false });
    expect(g.minutes.target).toBe(TEAM_GOAL_PER_MEMBER.minutes * 3);
    expect(g.minutes.done).toBe(20);
    expect(g.reached).toBe(false);
  });

  it('caps the percent at 100 and is reached only when both parts are', () => {
    const g = teamGoal([{ words: 500, minutes: 69 }]);
    expect(g.words.percent).toBe(100);
    expect(g.words.reached).toBe(true);
    expect(g.minutes.reached).toBe(false);
    expect(g.reached).toBe(false);
    expect(teamGoal([{ words: 70, minutes: 70 }]).reached).toBe(true);
  });

  it('gives an empty team the one-member target and floors fractions', () => {
    const g = teamGoal([]);
    expect(g.words).toEqual({ done: 0, target: TEAM_GOAL_PER_MEMBER.words, percent: 0, reached: false });
    expect(teamGoal([{ words: 1.9, minutes: -3 }]).words.done).toBe(1);
    expect(teamGoal([{ words: 1.9, minutes: -3 }]).minutes.done).toBe(0);
  });
});
