/**
 * Play/stop for one text: the device voice when the user chose it and the device has one,
 * else the server's audio. Failures toast the server's message or a localized fallback.
 */
import type { Lang } from '@qfl/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toast';
import { audioUrl, speechText } from './audio-url';
import { type PlaybackCallbacks, type PlaybackState, playFromServer, type Stop, speakOnDevice } from './playback';
import { useVoicePreference } from './use-voice-preference';

interface AudioPlayback {
  state: PlaybackState;
  /** Starts playing, or stops when already loading or playing. */
  toggle(): void;
}

export function useAudioPlayback(text: string, lang: Lang | null): AudioPlayback {
  const { t } = useTranslation();
  const [state, setState] = useState<PlaybackState>('idle');
  const { effective, deviceVoice } = useVoicePreference(lang ?? 'en');
  const stopRef = useRef<Stop | null>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      stopRef.current?.();
    };
  }, []);

  const toggle = useCallback(() => {
    if (!lang) return;
    if (state !== 'idle' && stopRef.current) {
      stopRef.current();
      return;
    }
    const callbacks: PlaybackCallbacks = {
      onState: (next) => mounted.current && setState(next),
      onError: (message) => toast(message ?? t('audio.failed')),
    };
    const fromServer = () => {
      stopRef.current = playFromServer(audioUrl(text, lang), callbacks);
    };
    if (effective === 'device' && deviceVoice) {
      stopRef.current = speakOnDevice(speechText(text), deviceVoice, callbacks, fromServer);
    } else {
      fromServer();
    }
  }, [state, lang, text, effective, deviceVoice, t]);

  return { state, toggle };
}
