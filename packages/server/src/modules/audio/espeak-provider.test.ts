/** The eSpeak provider: voices per language, kana before Japanese synthesis, failures as errors. */
import { afterAll, describe, expect, it } from 'vitest';
import { EspeakEngine } from './espeak-engine.js';
import { EspeakProvider } from './espeak-provider.js';
import { UnspeakableTextError } from './tts-provider.js';

/** The real engine, recording what it is asked to speak. */
class RecordingEngine extends EspeakEngine {
  readonly spoken: string[] = [];

  override synthesize(voice: string, text: string): Promise<Buffer> {
    this.spoken.push(`${voice}:${text}`);
    return super.synthesize(voice, text);
  }
}

describe('EspeakProvider', () => {
  const engine = new RecordingEngine();
  const provider = new EspeakProvider(engine);
  afterAll(() => engine.close());

  it('maps languages to eSpeak voices, default first', () => {
    expect(provider.voices('en')).toEqual(['en-us', 'en-gb']);
    expect(provider.voices('zh')).toEqual(['cmn']);
    expect(provider.voices('ja')).toEqual(['ja']);
    expect(provider.voices('ko')).toEqual(['ko']);
    expect(provider.voices('es')).toEqual(['es']);
  });

  it('turns kanji into kana before eSpeak reads Japanese', async () => {
    const audio = await provider.synthesize('日本語', 'ja', 'ja');
    expect(audio.mime).toBe('audio/wav');
    expect(engine.spoken.at(-1)).toBe('ja:にほんご');
  });

  it('reuses one warm instance after calibration', async () => {
    await provider.synthesize('warm', 'en', 'en-us');
    expect(await engine.reusesInstance()).toBe(true);
    // Speed of a warm run is measured in bench/audio.ts, not asserted here.
    expect((await provider.synthesize('instance', 'en', 'en-us')).data.length).toBeGreaterThan(10_000);
    expect(await engine.reusesInstance()).toBe(true);
  });

  it('refuses unknown voices and text with nothing to say', async () => {
    await expect(provider.synthesize('hello', 'en', 'cmn')).rejects.toThrow(/no voice/);
    await expect(provider.synthesize('魑', 'zh', 'cmn')).resolves.toBeTruthy();
    await expect(provider.synthesize('---', 'en', 'en-us')).rejects.toBeInstanceOf(UnspeakableTextError);
  });

  it('keeps the process exit code clean when espeak exits with an error', async () => {
    const before = process.exitCode;
    await expect(engine.synthesize('nosuchvoice', 'x')).rejects.toThrow(/status/);
    expect(process.exitCode).toBe(before);
    // And the engine recovers with a fresh instance.
    expect((await engine.synthesize('en-us', 'again')).length).toBeGreaterThan(10_000);
  });
});
