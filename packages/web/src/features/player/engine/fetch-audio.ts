/**
 * Fetches one clip of the player: `GET /api/audio?text=&lang=&speed=&format=mp3` (compressed, the
 * speed rendered by the server's speech engine). The token goes along so the server's fair queue
 * counts the learner, not the IP; the browser's HTTP cache keeps clips (immutable), so a replay or
 * a second loop costs no download. A refused answer (429, 5xx) rejects: the buffer cache retries.
 * MP3 starts with the encoder's delay as silence; the server names its length, and the engine
 * starts each clip that far in so the speech itself lands on the planned time.
 */
import { API_BASE } from '../../../api/base';
import { buildUrl } from '../../../api/client';
import { useSession } from '../../../session/store';
import { speechText } from '../../audio/audio-url';
import type { AudioSource } from './step-audio';

export function clipUrl(source: AudioSource, base: string = API_BASE): string {
  return buildUrl(base, '/api/audio', { text: speechText(source.text), lang: source.lang, speed: source.speed, format: 'mp3' });
}

export interface FetchedClip {
  bytes: ArrayBuffer;
  /** Seconds of decoder silence before the speech (MP3's encoder delay, header X-Audio-Start-Offset). */
  offset: number;
}

/** A clip that takes longer is given up and asked again (the cache retries it). */
export const CLIP_TIMEOUT_MS = 5_000;

export async function fetchClip(source: AudioSource, signal: AbortSignal, attempt = 0): Promise<FetchedClip> {
  if (speechText(source.text) === '') throw new Error('nothing to say');
  const token = useSession.getState().token;
  // A request can hang behind Chromium's HTTP-cache lock (up to 20 s) when an earlier request for the
  // same URL was cut off, e.g. by leaving the page: give up after a while, and retry past the cache.
  const limit = new AbortController();
  const abort = () => limit.abort();
  signal.addEventListener('abort', abort, { once: true });
  const timer = setTimeout(abort, CLIP_TIMEOUT_MS);
  try {
    const res = await fetch(clipUrl(source), {
      signal: limit.signal,
      cache: attempt > 0 ? 'no-store' : 'default',
      headers: token ? { Authorization: `Token ${token}` } : {},
    });
    if (!res.ok) throw new Error(`audio ${res.status}`);
    const offset = Number(res.headers.get('X-Audio-Start-Offset') ?? 0);
    return { bytes: await res.arrayBuffer(), offset: Number.isFinite(offset) && offset > 0 ? offset : 0 };
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', abort);
  }
}
