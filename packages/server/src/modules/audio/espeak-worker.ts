/**
 * The speech worker thread: eSpeak NG synthesis and the Japanese kanji → kana reading run here,
 * so their synchronous work (5-125 ms per phrase, ~1 s to build the tokenizer, its ~380 MB
 * heap) never stalls or bloats the server's event loop. Requests are answered by id.
 */
import { parentPort } from 'node:worker_threads';
import { EspeakRunner } from './espeak-runner.js';
import { toKana } from './ja-kana.js';

export type WorkerRequest =
  | { id: number; kind: 'warm' }
  | { id: number; kind: 'speak'; voice: string; text: string }
  | { id: number; kind: 'kana'; text: string }
  | { id: number; kind: 'status' };

export type WorkerReply =
  | { id: number; ok: true; wav?: Uint8Array; text?: string; reusesInstance?: boolean | null }
  | { id: number; ok: false; error: string };

const runner = new EspeakRunner();

async function handle(request: WorkerRequest): Promise<WorkerReply> {
  const { id } = request;
  switch (request.kind) {
    case 'warm':
      await runner.warm();
      return { id, ok: true };
    case 'speak':
      // A copy on its own ArrayBuffer, so it can be transferred without copying again.
      return { id, ok: true, wav: new Uint8Array(await runner.synthesize(request.voice, request.text)) };
    case 'kana':
      return { id, ok: true, text: await toKana(request.text) };
    case 'status':
      return { id, ok: true, reusesInstance: runner.reusesInstance };
  }
}

const port = parentPort;
port?.on('message', (request: WorkerRequest) => {
  handle(request).then(
    (reply) => port.postMessage(reply, reply.ok && reply.wav ? [reply.wav.buffer as ArrayBuffer] : []),
    (err: unknown) => port.postMessage({ id: request.id, ok: false, error: err instanceof Error ? err.message : String(err) }),
  );
});
