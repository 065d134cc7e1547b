/**
 * Where the player's sound goes. On phones the Web Audio graph is routed through a
 * MediaStreamAudioDestinationNode into an <audio> element: Android Chrome and iOS Safari treat a
 * playing media element as media playback (lock-screen controls, playing on with the screen off),
 * which a bare AudioContext is not. iOS Safari 16.4+ also gets `navigator.audioSession.type =
 * 'playback'` (sound with the silent switch on, and in the background). Elsewhere, or when the
 * element refuses to play, the graph goes straight to the speakers.
 */

export interface PlayerOutput {
  /** Sources connect here. */
  readonly input: AudioNode;
  /** Called inside the user's tap (play): starts the element when routed through one. */
  start(): void;
  /** Pauses the element so the OS shows "paused" (the context is suspended by the engine). */
  pause(): void;
  dispose(): void;
}

interface AudioSessionLike {
  type: string;
}

function wantsMediaElement(): boolean {
  if (typeof navigator === 'undefined' || typeof document === 'undefined') return false;
  const ua = navigator.userAgent;
  return /Android|iPhone|iPad|iPod/i.test(ua) || (/Macintosh/.test(ua) && navigator.maxTouchPoints > 1);
}

export function createOutput(ctx: AudioContext): PlayerOutput {
  const master = ctx.createGain();
  const session = (navigator as Navigator & { audioSession?: AudioSessionLike }).audioSession;
  if (session) {
    try {
      session.type = 'playback';
    } catch {
      // Older Safari: the property exists but is read-only; nothing to do.
    }
  }
  if (!wantsMediaElement() || typeof ctx.createMediaStreamDestination !== 'function') {
    master.connect(ctx.destination);
    return { input: master, start() {}, pause() {}, dispose: () => master.disconnect() };
  }
  const stream = ctx.createMediaStreamDestination();
  const element = new Audio();
  element.setAttribute('playsinline', '');
  element.srcObject = stream.stream;
  master.connect(stream);
  let direct = false;
  const goDirect = () => {
    if (direct) return;
    direct = true;
    master.disconnect();
    master.connect(ctx.destination);
  };
  return {
    input: master,
    start() {
      if (direct) return;
      element.play().catch(goDirect);
    },
    pause() {
      if (!direct) element.pause();
    },
    dispose() {
      element.pause();
      element.srcObject = null;
      master.disconnect();
    },
  };
}
