/**
 * Plays the server's speech for a text at a playback rate (0.5-1.25: the audio element's rate,
 * pitch kept), for dictation's speed choice and replay. One sound at a time; failures toast.
 */
import type { Lang } from '@qfl/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toast';
import { audioUrl } from '../audio/audio-url';

export function useRateAudio() {
  const { t } = useTranslation();
  const ref = useRef<HTMLAudioElement | null>(null);
  const [playing, setPlaying] = useState(false);

  useEffect(
    () => () => {
      ref.current?.pause();
      ref.current = null;
    },
    [],
  );

  const play = useCallback(
    (text: string, lang: Lang, rate: number) => {
      ref.current?.pause();
      const audio = new Audio(audioUrl(text, lang));
      ref.current = audio;
      audio.preservesPitch = true;
      audio.defaultPlaybackRate = rate;
      audio.playbackRate = rate;
      audio.addEventListener('playing', () => ref.current === audio && setPlaying(true));
      audio.addEventListener('ended', () => ref.current === audio && setPlaying(false));
      audio.addEventListener('error', () => {
        if (ref.current !== audio) return;
        setPlaying(false);
        toast(t('audio.failed'));
      });
      // Autoplay without a tap may be refused by the browser: the replay button is there for that.
      audio.play().catch(() => ref.current === audio && setPlaying(false));
    },
    [t],
  );

  return { play, playing };
}
