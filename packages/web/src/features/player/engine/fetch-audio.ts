/**
 * Fetches one clip of the player: `GET /api/audio?text=&lang=&speed=&format=mp3` (compressed, the
 * speed rendered by the server's speech engine). The token goes along so the server's fair queue
 * counts the learner, not the IP; the browser's HTTP cache keeps clips (immutable), so a replay or
 * a second loop costs no download. A refused answer (429, 5xx) rejects: the buffer cache retries.
 */
import { API_BASE } from '../../../api/base';
import { buildUrl } from '../../../api/client';
import { useSession } from '../../../session/store';
import { speechText } from '../../audio/audio-url';
import type { AudioSource } from './step-audio';

export function clipUrl(source: AudioSource, base: string = API_BASE): string {
  return buildUrl(base, '/api/audio', { text: speechText(source.text), lang: source.lang, speed: source.speed, format: 'mp3' });
}

export async function fetchClip(source: AudioSource, signal: AbortSignal): Promise<ArrayBuffer> {
  if (speechText(source.text) === '') throw new Error('nothing to say');
  const token = useSession.getState().token;
  const res = await fetch(clipUrl(source), { signal, headers: token ? { Authorization: `Token ${token}` } : {} });
  if (!res.ok) throw new Error(`audio ${res.status}`);
  return res.arrayBuffer();
}
