/** The eSpeak provider: voices per language, kana before Japanese synthesis, failures as errors. */
import { afterAll, describe, expect, it } from 'vitest';
import { EspeakEngine } from './espeak-engine.js';
import { EspeakProvider } from './espeak-provider.js';
import { readWav, wavDuration } from './mp3.js';
import { UnspeakableTextError } from './tts-provider.js';

/** The real engine, recording what it is asked to speak. */
class RecordingEngine extends EspeakEngine {
  readonly spoken: string[] = [];

  override render(voice: string, text: string, opts: Parameters<EspeakEngine['render']>[2]) {
    this.spoken.push(`${voice}:${text}`);
    return super.render(voice, text, opts);
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

  it("renders speeds with the engine's own rate: shorter when faster, longer when slower", async () => {
    const seconds = async (speed: number) =>
      wavDuration((await provider.synthesize('The quick brown fox jumps over the lazy dog', 'en', 'en-us', { speed, format: 'wav' })).data);
    const normal = await seconds(1);
    expect(await seconds(2)).toBeLessThan(normal * 0.65);
    expect(await seconds(1.5)).toBeLessThan(normal * 0.8);
    expect(await seconds(0.8)).toBeGreaterThan(normal * 1.15);
    expect(await seconds(0.5)).toBeGreaterThan(normal * 1.6);
    // After other speeds the warm instance is back at the normal rate (eSpeak keeps the last
    // rate in its globals; every run names its own). Runs differ by a few ms, never by a speed.
    const after = await seconds(1);
    expect(after).toBeGreaterThan(normal * 0.9);
    expect(after).toBeLessThan(normal * 1.1);
    // The engine keeps re-running one warm instance with the extra rate argument.
    expect(await engine.reusesInstance()).toBe(true);
  });

  it('encodes MP3 in the worker: MPEG frames, ~10× smaller, with the length of the speech', async () => {
    const wav = await provider.synthesize('library', 'en', 'en-us', { speed: 1, format: 'wav' });
    const mp3 = await provider.synthesize('library', 'en', 'en-us', { speed: 1, format: 'mp3' });
    expect(mp3.mime).toBe('audio/mpeg');
    // Frame sync (11 bits set), MPEG-2 layer III, as lamejs writes at 22,050 Hz.
    expect(mp3.data[0]).toBe(0xff);
    expect((mp3.data[1] ?? 0) & 0xe0).toBe(0xe0);
    expect(mp3.data.length).toBeLessThan(wav.data.length / 6);
    // Two runs of eSpeak differ by a few samples; the reported length is the encoded WAV's.
    expect(mp3.seconds).toBeCloseTo(wavDuration(wav.data), 1);
    expect(readWav(wav.data).sampleRate).toBe(22050);
  });
});
