/** Picks the speech provider named by TTS_PROVIDER; add a case here to plug in a cloud voice. */
import type { Config } from '../../config.js';
import { EspeakEngine } from './espeak-engine.js';
import { EspeakProvider } from './espeak-provider.js';
import type { TtsProvider } from './tts-provider.js';

export function createTtsProvider(name: Config['TTS_PROVIDER'], threads = 1): TtsProvider {
  switch (name) {
    case 'espeak':
      return new EspeakProvider(new EspeakEngine(threads));
  }
}
