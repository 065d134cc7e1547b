import { describe, expect, it } from 'vitest';
import { createSubmitter } from './submitter';

class Offline extends Error {}
class Refused extends Error {}

function harness(script: ((body: string) => string | Error)[]) {
  const sent: string[] = [];
  const waits: number[] = [];
  const events: string[] = [];
  let call = 0;
  const submitter = createSubmitter<string, string>({
    send: async (body) => {
      sent.push(body);
      const step = script[call++] ?? ((b: string) => `ok:${b}`);
      const out = step(body);
      if (out instanceof Error) throw out;
      return out;
    },
    isTransport: (e) => e instanceof Offline,
    wait: async (ms) => {
      waits.push(ms);
    },
    onTrouble: () => events.push('trouble'),
    onRecovered: () => events.push('recovered'),
  });
  return { submitter, sent, waits, events };
}

describe('answer submitter', () => {
  it('sends in order, one at a time, and drains', async () => {
    const { submitter, sent } = harness([]);
    const results = await Promise.all([submitter.submit('a'), submitter.submit('b'), submitter.submit('c')]);
    expect(results).toEqual(['ok:a', 'ok:b', 'ok:c']);
    expect(sent).toEqual(['a', 'b', 'c']);
    await submitter.drain();
    expect(submitter.pending()).toBe(0);
  });

  it('retries a network failure with the same body (same requestId) and says so once', async () => {
    const { submitter, sent, waits, events } = harness([() => new Offline(), () => new Offline(), (b) => `late:${b}`]);
    const first = submitter.submit('req-1');
    const second = submitter.submit('req-2');
    expect(await first).toBe('late:req-1');
    expect(await second).toBe('ok:req-2');
    expect(sent).toEqual(['req-1', 'req-1', 'req-1', 'req-2']);
    expect(waits).toEqual([1000, 2000]);
    expect(events).toEqual(['trouble', 'recovered']);
  });

  it('does not retry a refusal and goes on with the next answer', async () => {
    const { submitter, sent } = harness([() => new Refused('itemDone')]);
    await expect(submitter.submit('x')).rejects.toBeInstanceOf(Refused);
    expect(await submitter.submit('y')).toBe('ok:y');
    expect(sent).toEqual(['x', 'y']);
  });

  it('after close, still sends what is queued but gives up on a network failure', async () => {
    const { submitter, sent } = harness([() => new Offline()]);
    const lost = submitter.submit('a');
    const kept = submitter.submit('b');
    submitter.close();
    await expect(lost).rejects.toBeInstanceOf(Offline);
    expect(await kept).toBe('ok:b');
    expect(sent).toEqual(['a', 'b']);
  });

  it('drain waits for answers still being retried', async () => {
    const { submitter } = harness([() => new Offline()]);
    const answer = submitter.submit('slow');
    expect(submitter.pending()).toBe(1);
    await submitter.drain();
    expect(await answer).toBe('ok:slow');
    expect(submitter.pending()).toBe(0);
  });
});
