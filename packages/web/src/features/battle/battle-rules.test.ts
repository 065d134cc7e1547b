import { describe, expect, it } from 'vitest';
import { absoluteLink, choiceState, levelSpan, normalizeCode, pageOfPhase } from './battle-rules';

describe('battle rules', () => {
  it('shows the ±2 levels a quick match accepts, within 1-20', () => {
    expect(levelSpan(5)).toEqual({ from: 3, to: 7 });
    expect(levelSpan(1)).toEqual({ from: 1, to: 3 });
    expect(levelSpan(20)).toEqual({ from: 18, to: 20 });
  });

  it('accepts a typed invite code within the contract and refuses the rest', () => {
    expect(normalizeCode('  ab12 CD ')).toBe('ab12CD');
    expect(normalizeCode('abc')).toBeNull();
    expect(normalizeCode('!!!!')).toBeNull();
    expect(normalizeCode('a'.repeat(17))).toBeNull();
  });

  it("opens the server's hash link on this origin", () => {
    expect(absoluteLink('#/pages/battle/room?code=AB12CD', 'https://x.example')).toBe('https://x.example/#/pages/battle/room?code=AB12CD');
    expect(absoluteLink('https://y.example/#/a', 'https://x.example')).toBe('https://y.example/#/a');
  });

  it('marks the choices: chosen while graded, then right, wrong and the missed right one', () => {
    expect(choiceState('a', null)).toBe('idle');
    const pending = { questionId: 'q', choiceId: 'a' };
    expect(choiceState('a', pending)).toBe('chosen');
    expect(choiceState('b', pending)).toBe('idle');
    const wrong = { ...pending, correct: false, expected: 'b' };
    expect([choiceState('a', wrong), choiceState('b', wrong), choiceState('c', wrong)]).toEqual(['wrong', 'missed', 'idle']);
    expect(choiceState('b', { questionId: 'q', choiceId: 'b', correct: true, expected: 'b' })).toBe('right');
  });

  it('puts each phase on its page', () => {
    expect(['idle', 'connecting', 'queued', 'room', 'playing', 'finished'].map((p) => pageOfPhase(p as never))).toEqual([
      'index',
      'index',
      'index',
      'room',
      'battle',
      'result',
    ]);
  });
});
