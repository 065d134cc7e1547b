/**
 * The speech worker (a piscina task module, see modules/audio/espeak-engine.ts): eSpeak NG
 * synthesis and the Japanese kanji → kana reading run here, so their synchronous work (5-125 ms
 * per phrase, ~1 s to build the tokenizer, its ~380 MB heap) never stalls or bloats the
 * server's event loop. Each thread keeps its own warm eSpeak instance.
 */
import { move } from 'piscina';
import { EspeakRunner } from '../modules/audio/espeak-runner.js';
import { toKana } from '../modules/audio/ja-kana.js';

export type SpeechTask =
  | { kind: 'warm' }
  | { kind: 'speak'; voice: string; text: string }
  | { kind: 'kana'; text: string }
  | { kind: 'status' };

const runner = new EspeakRunner();

export default async function speech(task: SpeechTask): Promise<unknown> {
  switch (task.kind) {
    case 'warm':
      await runner.warm();
      return null;
    case 'speak': {
      // A copy on its own ArrayBuffer, moved (not copied again) to the main thread.
      const wav = new Uint8Array(await runner.synthesize(task.voice, task.text));
      return move(wav);
    }
    case 'kana':
      return toKana(task.text);
    case 'status':
      return runner.reusesInstance;
  }
}
