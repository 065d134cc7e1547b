/**
 * Plays one thing at a time: the server's WAV through an HTMLAudioElement, or the device's
 * speech synthesis. Starting a playback stops the previous one. Callers get state changes
 * and, on failure, the server's localized message when it sent one (else null).
 */
import { toastableServerMessage } from '@qfl/core';
import { isEnvelope } from '../../api/envelope';
import { currentLanguage } from '../../i18n';

export type PlaybackState = 'idle' | 'loading' | 'playing';

export interface PlaybackCallbacks {
  onState(state: PlaybackState): void;
  onError(serverMessage: string | null): void;
}

/** Stops a playback; calling it again (or after the end) does nothing. */
export type Stop = () => void;

let active: Stop | null = null;
/** Held while speaking: some browsers drop an unreferenced utterance before its `end` event. */
let utterance: SpeechSynthesisUtterance | null = null;

function begin(stop: Stop): Stop {
  active?.();
  let stopped = false;
  const once: Stop = () => {
    if (stopped) return;
    stopped = true;
    if (active === once) active = null;
    stop();
  };
  active = once;
  return once;
}

/** Why the server refused: the envelope's message, asked for again as JSON (only after a failure). */
async function serverMessage(url: string): Promise<string | null> {
  try {
    const res = await fetch(url, { headers: { Accept: 'application/json', 'Accept-Language': currentLanguage() } });
    if (res.ok) return null;
    const body: unknown = await res.json();
    return isEnvelope(body) ? toastableServerMessage(body.msg) : null;
  } catch {
    return null;
  }
}

export function playFromServer(url: string, cb: PlaybackCallbacks): Stop {
  const audio = new Audio();
  audio.preload = 'auto';
  let settled = false;
  const finish = () => {
    audio.pause();
    audio.removeAttribute('src');
    audio.load();
  };
  const stop = begin(() => {
    settled = true;
    finish();
    cb.onState('idle');
  });
  const fail = () => {
    if (settled) return;
    stop();
    void serverMessage(url).then(cb.onError);
  };
  audio.addEventListener('playing', () => !settled && cb.onState('playing'));
  audio.addEventListener('ended', stop);
  audio.addEventListener('error', fail);
  cb.onState('loading');
  audio.src = url;
  // play() is called inside the click: mobile browsers only allow sound started by a gesture.
  audio.play().catch((err: unknown) => {
    if ((err as { name?: string }).name !== 'AbortError') fail();
  });
  return stop;
}

/** Speaks with a device voice; `fallback` runs when the device fails (e.g. the voice vanished). */
export function speakOnDevice(text: string, voice: SpeechSynthesisVoice, cb: PlaybackCallbacks, fallback: () => void): Stop {
  const synth = window.speechSynthesis;
  const spoken = new SpeechSynthesisUtterance(text);
  spoken.voice = voice;
  spoken.lang = voice.lang;
  let settled = false;
  const stop = begin(() => {
    settled = true;
    if (utterance === spoken) utterance = null;
    synth.cancel();
    cb.onState('idle');
  });
  spoken.onstart = () => !settled && cb.onState('playing');
  spoken.onend = stop;
  spoken.onerror = (event) => {
    if (settled) return;
    stop();
    if (event.error !== 'interrupted' && event.error !== 'canceled') fallback();
  };
  cb.onState('loading');
  synth.cancel();
  utterance = spoken;
  synth.speak(spoken);
  return stop;
}
