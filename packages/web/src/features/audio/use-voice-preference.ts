/**
 * `useVoicePreference(lang)`: the stored voice choice for a language (server or device), what
 * will actually play (the device voice only when chosen and present), and a setter. One store
 * for every button and the settings control; other tabs' changes arrive through `storage`.
 */
import type { Lang } from '@qfl/core';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { pickDeviceVoice, useDeviceVoices } from './device-voices';
import {
  DEFAULT_VOICE_SOURCE,
  parseVoicePreferences,
  readVoicePreferences,
  VOICE_STORAGE_KEY,
  type VoicePreferences,
  type VoiceSource,
  withSource,
  writeVoicePreferences,
} from './voice-preference';

let prefs: VoicePreferences | null = null;
const listeners = new Set<() => void>();

const emit = () => {
  for (const listener of listeners) listener();
};

function onStorage(event: StorageEvent): void {
  if (event.key !== VOICE_STORAGE_KEY && event.key !== null) return;
  prefs = parseVoicePreferences(event.newValue);
  emit();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

function snapshot(): VoicePreferences {
  prefs ??= readVoicePreferences();
  return prefs;
}

const EMPTY: VoicePreferences = {};

function setVoiceSource(lang: Lang, source: VoiceSource): void {
  prefs = withSource(snapshot(), lang, source);
  writeVoicePreferences(prefs);
  emit();
}

interface VoicePreference {
  /** The stored choice (server by default). */
  source: VoiceSource;
  /** What plays: 'device' only when chosen and the device has a voice for the language. */
  effective: VoiceSource;
  /** The device voice that would be used, or null when the device has none. */
  deviceVoice: SpeechSynthesisVoice | null;
  setSource(source: VoiceSource): void;
}

export function useVoicePreference(lang: Lang): VoicePreference {
  const stored = useSyncExternalStore(subscribe, snapshot, () => EMPTY);
  const voices = useDeviceVoices();
  const deviceVoice = useMemo(() => pickDeviceVoice(voices, lang), [voices, lang]);
  const source = stored[lang] ?? DEFAULT_VOICE_SOURCE;
  const setSource = useCallback((next: VoiceSource) => setVoiceSource(lang, next), [lang]);
  return { source, effective: source === 'device' && deviceVoice ? 'device' : 'server', deviceVoice, setSource };
}
