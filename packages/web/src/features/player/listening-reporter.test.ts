import type { ListeningBody } from '@qfl/core';
import { describe, expect, it } from 'vitest';
import { ListeningReporter } from './listening-reporter';

function setup(fail = false) {
  let t = 0;
  const sent: ListeningBody[] = [];
  const left: ListeningBody[] = [];
  const reporter = new ListeningReporter(7, {
    now: () => t,
    send: async (b) => {
      if (fail) throw new Error('offline');
      sent.push(b);
    },
    sendOnLeave: (b) => left.push(b),
  });
  return { reporter, sent, left, advance: (ms: number) => (t += ms) };
}

describe('ListeningReporter', () => {
  it('counts only sounding time and reports once a minute has gathered', async () => {
    const { reporter, sent, advance } = setup();
    reporter.running(true);
    reporter.heard('e12');
    reporter.heard('e12');
    reporter.heard('i3');
    advance(30_000);
    reporter.running(false);
    advance(600_000); // paused: not counted
    reporter.poll();
    expect(sent).toHaveLength(0);
    reporter.running(true);
    advance(30_500);
    reporter.poll();
    await Promise.resolve();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ playlistId: 7, seconds: 60, keys: ['e12', 'i3'] });
    expect(reporter.pending()).toBeCloseTo(0.5, 6);
  });

  it('keeps the seconds of a failed report for the next one', async () => {
    const { reporter, advance, sent } = setup(true);
    reporter.running(true);
    advance(5_000);
    await reporter.flush();
    expect(sent).toHaveLength(0);
    expect(reporter.pending()).toBeCloseTo(5, 6);
  });

  it('sends the rest with a request that outlives the page when leaving, and nothing under a second', async () => {
    const { reporter, left, advance } = setup();
    reporter.running(true);
    advance(400);
    await reporter.flush(true);
    expect(left).toHaveLength(0);
    advance(2_000);
    await reporter.flush(true);
    expect(left[0]?.seconds).toBe(2);
  });

  it('never reports keys that are not item keys', () => {
    const { reporter } = setup();
    reporter.heard('x1');
    reporter.heard('e');
    expect(reporter.pending()).toBe(0);
  });
});
