/**
 * Plays a page sentence by sentence (the server's speech for each), highlighting the sentence
 * being read by a class on its element — no render of the page per sentence. A sentence the
 * longer than speech takes is read in pieces; one the server refuses is skipped; stopping or leaving the page stops it.
 */
import type { Lang } from '@qfl/core';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toast';
import { audioUrl } from '../audio/audio-url';
import { playFromServer, type Stop } from '../audio/playback';
import { speechChunks } from './speech-chunks';

const PLAYING = 'rd-s--playing';

export function useSentencePlayer(
  container: RefObject<HTMLElement | null>,
  sentences: readonly string[],
  lang: Lang,
  onSentence?: (index: number) => void,
) {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState<number | null>(null);
  const run = useRef(0);
  const stopRef = useRef<Stop | null>(null);

  const mark = useCallback(
    (index: number | null) => {
      const root = container.current;
      if (!root) return;
      for (const el of root.querySelectorAll(`.${PLAYING}`)) el.classList.remove(PLAYING);
      if (index === null) return;
      const el = root.querySelector(`[data-s="${index}"]`);
      el?.classList.add(PLAYING);
      el?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    },
    [container],
  );

  const stop = useCallback(() => {
    run.current++;
    stopRef.current?.();
    stopRef.current = null;
    mark(null);
    setPlaying(null);
  }, [mark]);

  const playFrom = useCallback(
    (start: number) => {
      stopRef.current?.();
      const mine = ++run.current;
      let failures = 0;
      const step = (i: number, piece = 0) => {
        if (run.current !== mine) return;
        if (i >= sentences.length) {
          stop();
          return;
        }
        const pieces = speechChunks(sentences[i] as string);
        if (piece === 0) {
          mark(i);
          setPlaying(i);
          onSentence?.(i);
        }
        const next = () => (piece + 1 < pieces.length ? step(i, piece + 1) : step(i + 1));
        let started = false;
        stopRef.current = playFromServer(audioUrl(pieces[piece] ?? '', lang), {
          onState: (state) => {
            if (state === 'playing') started = true;
            if (state === 'idle' && started && run.current === mine) next();
          },
          onError: (message) => {
            if (run.current !== mine) return;
            failures++;
            if (failures === 1) toast(message ?? t('audio.failed'));
            if (failures >= 3) stop();
            else step(i + 1);
          },
        });
      };
      step(start);
    },
    [sentences, lang, mark, stop, onSentence, t],
  );

  useEffect(
    () => () => {
      run.current++;
      stopRef.current?.();
    },
    [],
  );

  return { playing, playFrom, stop };
}
