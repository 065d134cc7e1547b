/**
 * The device's own speech-synthesis voices (`speechSynthesis.getVoices()`): which one fits a
 * language, and a hook that follows the list (browsers fill it asynchronously, then fire
 * `voiceschanged`).
 */
import type { Lang } from '@qfl/core';
import { useSyncExternalStore } from 'react';

export type VoiceLike = Pick<SpeechSynthesisVoice, 'lang' | 'name' | 'localService' | 'default'>;

/** Preferred regions first; Cantonese (zh-HK, yue) is not Mandarin. */
const REGIONS: Record<Lang, { prefix: string; preferred: string[]; excluded: string[] }> = {
  zh: { prefix: 'zh', preferred: ['zh-cn', 'zh-hans', 'zh-sg', 'zh-tw'], excluded: ['zh-hk', 'zh-mo', 'zh-yue'] },
  en: { prefix: 'en', preferred: ['en-us', 'en-gb'], excluded: [] },
  ja: { prefix: 'ja', preferred: ['ja-jp'], excluded: [] },
  ko: { prefix: 'ko', preferred: ['ko-kr'], excluded: [] },
  es: { prefix: 'es', preferred: ['es-es', 'es-mx', 'es-us'], excluded: [] },
};

const tagOf = (voice: VoiceLike) => voice.lang.replace(/_/g, '-').toLowerCase();

/** The best device voice for a language, or null when the device has none. */
export function pickDeviceVoice<V extends VoiceLike>(voices: readonly V[], lang: Lang): V | null {
  const { prefix, preferred, excluded } = REGIONS[lang];
  const fitting = voices.filter((voice) => {
    const tag = tagOf(voice);
    return (tag === prefix || tag.startsWith(`${prefix}-`)) && !excluded.some((x) => tag.startsWith(x));
  });
  const score = (voice: V) => {
    const region = preferred.findIndex((p) => tagOf(voice).startsWith(p));
    // Region first, then installed (offline) voices, then the platform's default.
    return (region === -1 ? preferred.length : region) * 4 + (voice.localService ? 0 : 2) + (voice.default ? 0 : 1);
  };
  return [...fitting].sort((a, b) => score(a) - score(b))[0] ?? null;
}

function speechSynthesisAvailable(): boolean {
  return typeof window !== 'undefined' && 'speechSynthesis' in window && typeof SpeechSynthesisUtterance !== 'undefined';
}

// One shared list for every button: browsers fill it asynchronously, then fire `voiceschanged`.
const NO_VOICES: readonly SpeechSynthesisVoice[] = [];
let voices: readonly SpeechSynthesisVoice[] | null = null;
const listeners = new Set<() => void>();

function refresh(): void {
  voices = window.speechSynthesis.getVoices();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  if (!speechSynthesisAvailable()) return () => undefined;
  if (listeners.size === 0) window.speechSynthesis.addEventListener('voiceschanged', refresh);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.speechSynthesis.removeEventListener('voiceschanged', refresh);
  };
}

function snapshot(): readonly SpeechSynthesisVoice[] {
  if (!speechSynthesisAvailable()) return NO_VOICES;
  voices ??= window.speechSynthesis.getVoices();
  return voices;
}

/** The device's voices, updated when the browser finishes loading them. */
export function useDeviceVoices(): readonly SpeechSynthesisVoice[] {
  return useSyncExternalStore(subscribe, snapshot, () => NO_VOICES);
}
