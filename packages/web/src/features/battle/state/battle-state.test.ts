import type { ServerFrame } from '@qfl/core';
import { describe, expect, it } from 'vitest';
import { type BattleEvent, type BattleState, botCountdown, initialBattleState, reduceBattle, visibleOpponent } from './battle-state';

const frame = (f: ServerFrame, at = 0): BattleEvent => ({ type: 'frame', frame: f, at });
const run = (events: BattleEvent[], from: BattleState = initialBattleState) => events.reduce(reduceBattle, from);

const question = (id: string, index: number): ServerFrame => ({
  type: 'question',
  questionId: id,
  index,
  total: 3,
  prompt: { kind: 'meaning', text: 'apple', lang: 'en' },
  choices: [
    { id: 'a', text: '苹果' },
    { id: 'b', text: '香蕉' },
  ],
  deadline: 50_000,
  now: 40_000,
});

const inRoom = run([
  { type: 'start', mode: { kind: 'quick', lang: 'en', level: 5 }, at: 1000 },
  frame({ type: 'queued', lang: 'en', level: 5, botAfterMs: 10_000 }, 1200),
  frame({ type: 'matched', roomId: 'r1', opponent: { nickname: 'Bot', bot: true }, total: 3 }),
]);

describe('battle state', () => {
  it('counts down to the bot while queued for a quick match', () => {
    const queued = run([
      { type: 'start', mode: { kind: 'quick', lang: 'en', level: 5 }, at: 1000 },
      frame({ type: 'queued', lang: 'en', level: 5, botAfterMs: 10_000 }, 1200),
    ]);
    expect(queued.phase).toBe('queued');
    expect(botCountdown(queued, 1200)).toBe(10);
    expect(botCountdown(queued, 9300)).toBe(2);
    expect(botCountdown(queued, 20_000)).toBe(0);
    expect(botCountdown(inRoom, 1200)).toBeNull();
  });

  it('goes from matched through ready and the countdown to the questions', () => {
    expect(inRoom).toMatchObject({ phase: 'room', roomId: 'r1', total: 3, opponent: { bot: true } });
    const ready = run([{ type: 'ready' }, frame({ type: 'room', meReady: true, opponentReady: true, startsAt: 43_000 })], inRoom);
    expect(ready).toMatchObject({ phase: 'room', meReady: true, opponentReady: true, startsAt: 43_000 });
    expect(run([frame(question('q1', 0))], ready).phase).toBe('playing');
  });

  it('takes one answer per current question, with a choice the question offers', () => {
    const playing = run([frame(question('q1', 0))], inRoom);
    expect(run([{ type: 'answer', questionId: 'q0', choiceId: 'a' }], playing).mine).toBeNull();
    expect(run([{ type: 'answer', questionId: 'q1', choiceId: 'zz' }], playing).mine).toBeNull();
    const once = run([{ type: 'answer', questionId: 'q1', choiceId: 'b' }], playing);
    expect(run([{ type: 'answer', questionId: 'q1', choiceId: 'a' }], once).mine?.choiceId).toBe('b');
  });

  it("hides the opponent's right or wrong until one's own answer", () => {
    const playing = run([frame(question('q1', 0))], inRoom);
    const theyAnswered = run([frame({ type: 'opponent', questionId: 'q1', answered: true, correct: true, score: 120 })], playing);
    // Even if a server sent `correct` early, the page shows only "answered".
    expect(visibleOpponent(theyAnswered)).toBe('answered');
    expect(theyAnswered.opponentScore).toBe(120);
    expect(theyAnswered.opponentDone).toEqual(['q1']);
    const both = run(
      [
        { type: 'answer', questionId: 'q1', choiceId: 'b' },
        frame({ type: 'answered', questionId: 'q1', correct: false, expected: 'a', score: 0, combo: 0 }),
        frame({ type: 'opponent', questionId: 'q1', answered: true, correct: true, score: 120 }),
      ],
      theyAnswered,
    );
    expect(visibleOpponent(both)).toBe('right');
    expect(both.mine).toMatchObject({ choiceId: 'b', correct: false, expected: 'a' });
    expect(both.opponentDone).toEqual(['q1']); // counted once
    expect(visibleOpponent(playing)).toBe('waiting');
  });

  it('keeps score, combo and both progress bars; a new question clears the answers', () => {
    const s = run(
      [
        frame(question('q1', 0)),
        { type: 'answer', questionId: 'q1', choiceId: 'a' },
        frame({ type: 'answered', questionId: 'q1', correct: true, expected: 'a', score: 130, gained: 130, combo: 1 }),
        frame(question('q2', 1)),
        { type: 'answer', questionId: 'q2', choiceId: 'a' },
        frame({ type: 'answered', questionId: 'q2', correct: true, expected: 'a', score: 280, gained: 150 }),
      ],
      inRoom,
    );
    expect(s).toMatchObject({ myScore: 280, combo: 2, myDone: ['q1', 'q2'], theirs: null });
    expect(s.mine?.gained).toBe(150);
    const next = run([frame(question('q3', 2))], s);
    expect(next.mine).toBeNull();
  });

  it('keeps scores and progress when the server repeats `matched` after a rejoin', () => {
    const mid = run(
      [
        frame(question('q1', 0)),
        { type: 'answer', questionId: 'q1', choiceId: 'a' },
        frame({ type: 'answered', questionId: 'q1', correct: true, expected: 'a', score: 130, combo: 1 }),
        frame({ type: 'opponent', questionId: 'q1', answered: false, correct: false, score: 0 }),
      ],
      inRoom,
    );
    expect(mid.opponentDone).toEqual(['q1']); // timed out: the question still counts on their bar
    const back = run([frame({ type: 'matched', roomId: 'r1', opponent: { nickname: 'Bot', bot: true }, total: 3 })], mid);
    expect(back).toMatchObject({ phase: 'playing', myScore: 130, myDone: ['q1'], question: { questionId: 'q1' } });
    const scored = run(
      [frame({ type: 'room', meReady: true, opponentReady: true, startsAt: null, scores: { me: 130, opponent: 90 }, index: 1 })],
      back,
    );
    expect(scored).toMatchObject({ phase: 'playing', myScore: 130, opponentScore: 90 });
    const other = run([frame({ type: 'matched', roomId: 'r2', opponent: { nickname: 'Cy', bot: false } })], mid);
    expect(other).toMatchObject({ phase: 'room', myScore: 0, myDone: [] });
  });

  it('resumes a saved room on the page it was left on, waiting for the server to repeat the state', () => {
    const resumed = run([{ type: 'resume', roomId: 'r9', phase: 'playing' }], inRoom);
    expect(resumed).toMatchObject({ phase: 'playing', roomId: 'r9', question: null, myScore: 0 });
    const back = run(
      [frame({ type: 'matched', roomId: 'r9', opponent: { nickname: 'Ann', bot: false } }), frame(question('q2', 1))],
      resumed,
    );
    expect(back).toMatchObject({ phase: 'playing', opponent: { nickname: 'Ann' }, question: { questionId: 'q2' } });
  });

  it('ends with the result, and an ending error returns to the index', () => {
    const done = run(
      [
        frame({
          type: 'result',
          winner: 'me',
          scores: { me: 500, opponent: 300 },
          missed: [],
          points: 15,
          rating: { before: 1200, after: 1216 },
        }),
      ],
      inRoom,
    );
    expect(done).toMatchObject({ phase: 'finished', myScore: 500, opponentScore: 300 });
    // A late error after the result changes nothing but the message.
    expect(run([frame({ type: 'error', code: 'room-ended', msg: 'x' })], done).phase).toBe('finished');
    const refused = run([frame({ type: 'error', code: 'invite-invalid', msg: 'bad code' })], inRoom);
    expect(refused).toMatchObject({ phase: 'idle', error: { code: 'invite-invalid' } });
    const notCurrent = run([frame({ type: 'error', code: 'not-current', msg: 'late' })], inRoom);
    expect(notCurrent.phase).toBe('room');
  });

  it("shows a dropped opponent's rejoin deadline and a lost connection ends the battle for us", () => {
    const away = run([frame({ type: 'opponent-status', connected: false, rejoinBy: 99_000 })], inRoom);
    expect(away).toMatchObject({ opponentConnected: false, rejoinBy: 99_000 });
    expect(run([frame({ type: 'opponent-status', connected: true })], away).rejoinBy).toBeNull();
    expect(run([{ type: 'connection', status: 'reconnecting' }], inRoom).phase).toBe('room');
    expect(run([{ type: 'connection', status: 'lost' }], inRoom)).toMatchObject({ phase: 'idle', connectionLost: true });
    expect(run([{ type: 'connection', status: 'lost' }], initialBattleState).connectionLost).toBe(false);
  });
});
