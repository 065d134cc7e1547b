/**
 * The speech worker (a piscina task module, see modules/audio/espeak-engine.ts): eSpeak NG
 * synthesis and the Japanese kanji → kana reading run here, so their synchronous work (5-125 ms
 * per phrase, ~1 s to build the tokenizer, its ~380 MB heap) never stalls or bloats the
 * server's event loop. Each thread keeps its own warm eSpeak instance.
 */
import { move } from 'piscina';
import { EspeakRunner } from '../modules/audio/espeak-runner.js';
import { toKana } from '../modules/audio/ja-kana.js';
import { wavDuration, wavToMp3 } from '../modules/audio/mp3.js';

export type SpeechTask =
  | { kind: 'warm' }
  /** `rate`: words per minute (eSpeak's own rate, pitch kept); absent = the voice's default. */
  | { kind: 'speak'; voice: string; text: string; rate?: number; format?: 'wav' | 'mp3' }
  | { kind: 'kana'; text: string }
  | { kind: 'status' };

const runner = new EspeakRunner();

export default async function speech(task: SpeechTask): Promise<unknown> {
  switch (task.kind) {
    case 'warm':
      await runner.warm();
      return null;
    case 'speak': {
      const wav = await runner.synthesize(task.voice, task.text, task.rate);
      if (task.format === 'mp3') {
        // Encoded here, off the event loop; the duration travels along for the length cap.
        const mp3 = await wavToMp3(wav);
        // Small (a few KB): cloned with its object, where `move` only works on a whole answer.
        return { data: mp3, seconds: wavDuration(wav) };
      }
      // A copy on its own ArrayBuffer, moved (not copied again) to the main thread.
      return move(new Uint8Array(wav));
    }
    case 'kana':
      return toKana(task.text);
    case 'status':
      return runner.reusesInstance;
  }
}
