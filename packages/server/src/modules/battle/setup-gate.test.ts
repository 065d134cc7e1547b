import { describe, expect, it } from 'vitest';
import { Gate } from './setup-gate.js';

describe('setup gate', () => {
  it('runs at most its limit at once, the rest in arrival order, and frees slots on failure', async () => {
    const gate = new Gate(2);
    const started: number[] = [];
    const finish: (() => void)[] = [];
    const runs = [0, 1, 2, 3].map((i) =>
      gate.run(async () => {
        started.push(i);
        await new Promise<void>((ok) => finish.push(ok));
        if (i === 1) throw new Error('boom');
        return i;
      }),
    );
    await new Promise((r) => setImmediate(r));
    expect(started).toEqual([0, 1]);
    expect(gate.size).toEqual({ running: 2, waiting: 2 });
    finish[1]?.();
    await expect(runs[1]).rejects.toThrow('boom');
    await new Promise((r) => setImmediate(r));
    expect(started).toEqual([0, 1, 2]);
    finish[0]?.();
    finish[2]?.();
    await new Promise((r) => setImmediate(r));
    finish[3]?.();
    expect(await Promise.all([runs[0], runs[2], runs[3]])).toEqual([0, 2, 3]);
    expect(gate.size).toEqual({ running: 0, waiting: 0 });
  });
});
