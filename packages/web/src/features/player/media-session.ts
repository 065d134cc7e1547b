/**
 * Lock-screen and notification controls (Media Session API): title = the word, artist = the book,
 * artwork = the app icon, and play / pause / next / previous handlers. Browsers without the API
 * (or without an action) are simply left alone.
 */

export interface MediaControls {
  play(): void;
  pause(): void;
  next(): void;
  previous(): void;
}

type Action = 'play' | 'pause' | 'nexttrack' | 'previoustrack';
const ACTIONS: Action[] = ['play', 'pause', 'nexttrack', 'previoustrack'];

function session(): MediaSession | null {
  return typeof navigator !== 'undefined' && 'mediaSession' in navigator ? navigator.mediaSession : null;
}

export function setMediaHandlers(controls: MediaControls | null): void {
  const ms = session();
  if (!ms) return;
  const handlers: Record<Action, (() => void) | null> = controls
    ? { play: controls.play, pause: controls.pause, nexttrack: controls.next, previoustrack: controls.previous }
    : { play: null, pause: null, nexttrack: null, previoustrack: null };
  for (const action of ACTIONS) {
    try {
      ms.setActionHandler(action, handlers[action]);
    } catch {
      // This browser does not know the action.
    }
  }
}

export function setMediaMetadata(meta: { title: string; artist: string; album: string } | null): void {
  const ms = session();
  if (!ms || typeof MediaMetadata === 'undefined') return;
  if (!meta) {
    ms.metadata = null;
    return;
  }
  const base = import.meta.env.BASE_URL;
  ms.metadata = new MediaMetadata({
    ...meta,
    artwork: [
      { src: `${base}pwa-192.png`, sizes: '192x192', type: 'image/png' },
      { src: `${base}pwa-512.png`, sizes: '512x512', type: 'image/png' },
    ],
  });
}

export function setMediaPlaying(state: 'playing' | 'paused' | 'none'): void {
  const ms = session();
  if (ms) ms.playbackState = state;
}
