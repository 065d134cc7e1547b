/**
 * The React side of the turbo player: one engine per page, its state as React state, and what
 * hangs off playback — the resume position (`PUT .../position`, on item changes at most every 5 s,
 * on pause and on leaving), listening reports, Media Session controls and the sleep timer.
 */
import type { PlayerSettings, Playlist } from '@qfl/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSession } from '../../session/store';
import { reportListening, reportListeningOnLeave, savePosition } from './api/player';
import { fetchClip } from './engine/fetch-audio';
import { type EngineStatus, PlayerEngine } from './engine/player-engine';
import { probeEnabled } from './engine/probe';
import { ListeningReporter } from './listening-reporter';
import { setMediaHandlers, setMediaMetadata, setMediaPlaying } from './media-session';

const POSITION_EVERY_MS = 5_000;

export interface PlayerCallbacks {
  /** An item's audio failed and was skipped. */
  onItemFailed(index: number): void;
  /** The sleep timer ran out and paused playback. */
  onSlept(): void;
}

export interface PlayerView {
  status: EngineStatus;
  index: number;
  pass: number;
  /** Milliseconds until the sleep timer pauses, or null when it is off. */
  sleepLeftMs: number | null;
  play(): void;
  pause(): void;
  toggle(): void;
  next(): void;
  previous(): void;
}

interface DebugWindow {
  __qflPlayer?: { engine: PlayerEngine; status: () => EngineStatus; index: () => number };
}

export function usePlayer(playlist: Playlist | null, settings: PlayerSettings, albumTitle: string, callbacks: PlayerCallbacks): PlayerView {
  const [status, setStatus] = useState<EngineStatus>('idle');
  const [index, setIndex] = useState(0);
  const [pass, setPass] = useState(0);
  const [sleepAt, setSleepAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const cb = useRef(callbacks);
  cb.current = callbacks;
  const playlistRef = useRef(playlist);
  playlistRef.current = playlist;
  const reporter = useRef<ListeningReporter | null>(null);
  const lastSaved = useRef(0);
  const engineRef = useRef<PlayerEngine | null>(null);

  const persist = useCallback((force: boolean) => {
    const engine = engineRef.current;
    const list = playlistRef.current;
    if (!engine || !list || list.items.length === 0) return;
    if (!force && Date.now() - lastSaved.current < POSITION_EVERY_MS) return;
    lastSaved.current = Date.now();
    // Finished: the next listen starts from the beginning.
    const ended = engine.status === 'ended';
    void savePosition(list.id, ended ? 0 : engine.currentItem, ended ? 0 : engine.currentPass).catch(() => undefined);
  }, []);

  if (engineRef.current === null) {
    engineRef.current = new PlayerEngine(
      {
        fetchAudio: fetchClip,
        listener: {
          status: (s) => {
            setStatus(s);
            reporter.current?.running(s === 'playing');
            if (s === 'paused' || s === 'ended') {
              persist(true);
              void reporter.current?.flush();
            }
          },
          item: (i, p) => {
            setIndex(i);
            setPass(p);
            persist(false);
          },
          failed: (i) => cb.current.onItemFailed(i),
          heard: (i) => {
            const key = playlistRef.current?.items[i]?.key;
            if (key) reporter.current?.heard(key);
          },
        },
      },
      settings,
    );
  }
  const engine = engineRef.current;

  useEffect(() => {
    if (probeEnabled()) {
      (window as DebugWindow).__qflPlayer = { engine, status: () => engine.status, index: () => engine.currentItem };
    }
    return () => {
      engine.dispose();
      delete (window as DebugWindow).__qflPlayer;
    };
  }, [engine]);

  // A new playlist starts at its saved position; the same one refetched (translation language) keeps its place.
  const loadedId = useRef<number | null>(null);
  useEffect(() => {
    if (!playlist) return;
    if (loadedId.current === playlist.id) {
      engine.setPlaylist(playlist.items, engine.currentItem, engine.currentPass);
      return;
    }
    if (loadedId.current !== null) {
      persist(true);
      void reporter.current?.flush();
    }
    loadedId.current = playlist.id;
    reporter.current = new ListeningReporter(playlist.id, {
      now: () => performance.now(),
      send: reportListening,
      sendOnLeave: (body) => reportListeningOnLeave(body, useSession.getState().token),
    });
    const start = playlist.position && playlist.position.index < playlist.items.length ? playlist.position : { index: 0, loop: 0 };
    engine.setPlaylist(playlist.items, start.index, start.loop);
    setIndex(start.index);
    setPass(start.loop);
  }, [engine, playlist, persist]);

  useEffect(() => {
    engine.configure(settings);
  }, [engine, settings]);

  // Listening reports every minute while playing; the last one (and the position) when leaving.
  useEffect(() => {
    const poll = setInterval(() => reporter.current?.poll(), 5_000);
    const leave = () => {
      persist(true);
      void reporter.current?.flush(true);
    };
    window.addEventListener('pagehide', leave);
    return () => {
      clearInterval(poll);
      window.removeEventListener('pagehide', leave);
      persist(true);
      void reporter.current?.flush();
    };
  }, [persist]);

  const play = useCallback(() => void engine.play(), [engine]);
  const pause = useCallback(() => void engine.pause(), [engine]);
  const toggle = useCallback(() => {
    if (engine.status === 'idle' || engine.status === 'paused' || engine.status === 'ended') void engine.play();
    else void engine.pause();
  }, [engine]);
  const next = useCallback(() => engine.next(), [engine]);
  const previous = useCallback(() => engine.previous(), [engine]);

  // Lock screen: metadata of the current item and the four actions.
  useEffect(() => {
    setMediaHandlers({ play, pause, next, previous });
    return () => {
      setMediaHandlers(null);
      setMediaMetadata(null);
      setMediaPlaying('none');
    };
  }, [play, pause, next, previous]);
  const item = playlist?.items[index];
  useEffect(() => {
    if (!item || !playlist) return;
    setMediaMetadata({ title: item.text, artist: playlist.title, album: albumTitle });
  }, [item, playlist, albumTitle]);
  useEffect(() => {
    setMediaPlaying(status === 'paused' || status === 'ended' ? 'paused' : status === 'idle' ? 'none' : 'playing');
  }, [status]);

  // Sleep timer: counts from when it is set (or from the first play after); pauses at zero.
  const playing = status === 'playing' || status === 'buffering' || status === 'loading';
  const sleepFor = useRef(settings.sleepMinutes);
  useEffect(() => {
    const minutes = settings.sleepMinutes;
    const changed = sleepFor.current !== minutes;
    sleepFor.current = minutes;
    if (minutes === 0) setSleepAt(null);
    else if (changed) setSleepAt(playing ? Date.now() + minutes * 60_000 : null);
    else if (playing) setSleepAt((at) => at ?? Date.now() + minutes * 60_000);
  }, [settings.sleepMinutes, playing]);
  useEffect(() => {
    if (sleepAt === null) return;
    const timer = setInterval(() => {
      setNow(Date.now());
      if (Date.now() >= sleepAt) {
        setSleepAt(null);
        void engine.pause();
        cb.current.onSlept();
      }
    }, 1_000);
    return () => clearInterval(timer);
  }, [sleepAt, engine]);

  return { status, index, pass, sleepLeftMs: sleepAt === null ? null : Math.max(0, sleepAt - now), play, pause, toggle, next, previous };
}
