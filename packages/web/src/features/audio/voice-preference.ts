/**
 * Which voice reads each language: the server's (same everywhere) or the device's own speech
 * synthesis. Stored in localStorage `audioVoice` as `{ "en": "device", ... }`; reads are
 * validated, so junk or foreign values fall back to the server voice.
 */
import { isLang, type Lang } from '@qfl/core';

export type VoiceSource = 'server' | 'device';
export type VoicePreferences = Partial<Record<Lang, VoiceSource>>;

export const VOICE_STORAGE_KEY = 'audioVoice';
export const DEFAULT_VOICE_SOURCE: VoiceSource = 'server';

const isSource = (value: unknown): value is VoiceSource => value === 'server' || value === 'device';

export function parseVoicePreferences(raw: string | null): VoicePreferences {
  if (!raw) return {};
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const out: VoicePreferences = {};
  for (const [lang, source] of Object.entries(value)) {
    if (isLang(lang) && isSource(source)) out[lang] = source;
  }
  return out;
}

/** The stored choice with the server voice as default; only non-default choices are written. */
export function withSource(prefs: VoicePreferences, lang: Lang, source: VoiceSource): VoicePreferences {
  const next = { ...prefs };
  if (source === DEFAULT_VOICE_SOURCE) delete next[lang];
  else next[lang] = source;
  return next;
}

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function readVoicePreferences(store?: KeyValueStore): VoicePreferences {
  try {
    return parseVoicePreferences((store ?? localStorage).getItem(VOICE_STORAGE_KEY));
  } catch {
    return {};
  }
}

export function writeVoicePreferences(prefs: VoicePreferences, store?: KeyValueStore): void {
  try {
    const target = store ?? localStorage;
    if (Object.keys(prefs).length === 0) target.removeItem(VOICE_STORAGE_KEY);
    else target.setItem(VOICE_STORAGE_KEY, JSON.stringify(prefs));
  } catch {
    // Storage can be unavailable (private mode); the choice then lasts for this visit only.
  }
}
