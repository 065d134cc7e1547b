/**
 * WAV → MP3 for the turbo player: a 500-word playlist must be small on a phone's data plan, and
 * every browser decodes MP3 (Opus in WebM is not decoded by Safari's `decodeAudioData` before
 * iOS 17). Encoded with `@breezystack/lamejs` (pure JavaScript port of LAME, LGPL-3.0, used
 * unmodified as an npm dependency), inside the speech worker thread, so it runs offline and never
 * on the event loop. Speech is mono 22,050 Hz: 32 kbit/s CBR keeps it clear (MPEG-2 layer III).
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

type Lame = typeof import('@breezystack/lamejs');
type EncoderClass = Lame['Mp3Encoder'];
let encoderClass: Promise<EncoderClass> | null = null;

/**
 * The encoder class. The package's `require` entry is an IIFE that exports nothing, and a worker
 * thread run through tsx resolves the import that way: then its ES module file is imported by path.
 */
function loadEncoder(): Promise<EncoderClass> {
  encoderClass ??= (async () => {
    const m = (await import('@breezystack/lamejs')) as Partial<Lame> & { default?: Partial<Lame> };
    const found = m.Mp3Encoder ?? m.default?.Mp3Encoder;
    if (typeof found === 'function') return found;
    const iife = createRequire(import.meta.url).resolve('@breezystack/lamejs');
    const esm = (await import(pathToFileURL(iife.replace(/lamejs\.iife\.js$/, 'lamejs.js')).href)) as Partial<Lame>;
    if (typeof esm.Mp3Encoder !== 'function') throw new Error('@breezystack/lamejs has no Mp3Encoder');
    return esm.Mp3Encoder;
  })();
  return encoderClass;
}

export const MP3_KBPS = 32;
/**
 * LAME's encoder delay (576 samples) plus the layer III decoder delay (529) come out of every
 * decoder as silence before the speech (no gapless tag is written): 1,105 samples of the
 * 22,050 Hz voice. The player starts each clip that far in (`source.start(when, offset)`).
 */
export const MP3_START_SAMPLES = 1105;
export const ESPEAK_SAMPLE_RATE = 22050;
export const MP3_START_OFFSET_SECONDS = Math.round((MP3_START_SAMPLES / ESPEAK_SAMPLE_RATE) * 1e6) / 1e6;
/** Samples per MPEG-2 layer III frame; the encoder is fed whole frames. */
const FRAME = 576 * 2;

export interface PcmWav {
  sampleRate: number;
  channels: number;
  /** 16-bit samples, interleaved when channels > 1. */
  samples: Int16Array;
}

/** The PCM of a 16-bit WAV (walks the chunks: espeak writes `fmt ` then `data`). */
export function readWav(wav: Uint8Array): PcmWav {
  const view = new DataView(wav.buffer, wav.byteOffset, wav.byteLength);
  const tag = (at: number) => String.fromCharCode(...wav.subarray(at, at + 4));
  if (wav.length < 12 || tag(0) !== 'RIFF' || tag(8) !== 'WAVE') throw new Error('not a WAV');
  let sampleRate = 0;
  let channels = 0;
  let bits = 0;
  for (let at = 12; at + 8 <= wav.length; ) {
    const id = tag(at);
    const size = view.getUint32(at + 4, true);
    const body = at + 8;
    if (id === 'fmt ') {
      channels = view.getUint16(body + 2, true);
      sampleRate = view.getUint32(body + 4, true);
      bits = view.getUint16(body + 14, true);
    } else if (id === 'data') {
      if (bits !== 16 || channels < 1 || sampleRate <= 0) throw new Error('WAV is not 16-bit PCM');
      // espeak streams its WAV and may leave the data size at 0 or past the end: take what is there.
      const end = size > 0 && body + size <= wav.length ? body + size : wav.length;
      const count = Math.floor((end - body) / 2);
      const samples = new Int16Array(count);
      for (let i = 0; i < count; i++) samples[i] = view.getInt16(body + i * 2, true);
      return { sampleRate, channels, samples };
    }
    at = body + size + (size % 2);
  }
  throw new Error('WAV has no data chunk');
}

/** Seconds of audio in a WAV. */
export function wavDuration(wav: Uint8Array): number {
  const pcm = readWav(wav);
  return pcm.samples.length / pcm.channels / pcm.sampleRate;
}

/** MP3 bytes of a 16-bit WAV (mixed down to mono). */
export async function wavToMp3(wav: Uint8Array, kbps = MP3_KBPS): Promise<Uint8Array> {
  const Mp3Encoder = await loadEncoder();
  const pcm = readWav(wav);
  let mono = pcm.samples;
  if (pcm.channels > 1) {
    mono = new Int16Array(Math.floor(pcm.samples.length / pcm.channels));
    for (let i = 0; i < mono.length; i++) {
      let sum = 0;
      for (let c = 0; c < pcm.channels; c++) sum += pcm.samples[i * pcm.channels + c] ?? 0;
      mono[i] = Math.round(sum / pcm.channels);
    }
  }
  const encoder = new Mp3Encoder(1, pcm.sampleRate, kbps);
  const parts: Uint8Array[] = [];
  for (let i = 0; i < mono.length; i += FRAME) {
    const chunk = encoder.encodeBuffer(mono.subarray(i, i + FRAME));
    if (chunk.length) parts.push(new Uint8Array(chunk));
  }
  const tail = encoder.flush();
  if (tail.length) parts.push(new Uint8Array(tail));
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
