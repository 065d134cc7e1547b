/**
 * Which playlist the page plays, from its link: a source (book and groups, new words, today) is
 * built into a playlist once and the URL then names the playlist, so a reload resumes it; a
 * playlist id is read in the translation language chosen (switching refetches and keeps the
 * place); no link opens the most recent playlist, or asks what to play.
 */
import type { Lang, Playlist } from '@qfl/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ApiError } from '../../api/errors';
import { useSession } from '../../session/store';
import { useTodayQuery } from '../study-tab/api/today';
import { createPlaylist, fetchPlaylist, playerKeys, usePlaylistsQuery } from './api/player';
import { type PlayerLink, parsePlayerLink, playerParams } from './paths';

export type PlaylistPhase = 'choose' | 'creating' | 'createFailed' | 'empty' | 'loading' | 'loadFailed' | 'ready';

export interface PlaylistSource {
  phase: PlaylistPhase;
  playlist: Playlist | null;
  open(link: PlayerLink): void;
  retry(): void;
}

const playlistKey = (userId: number | undefined, id: number | null, lang: Lang | undefined) =>
  [...playerKeys.all, 'playlist', userId, id, lang ?? null] as const;

export function usePlaylistSource(translationLang: Lang | undefined): PlaylistSource {
  const [params, setParams] = useSearchParams();
  const client = useQueryClient();
  const userId = useSession((s) => s.userInfo?.id);
  const link = parsePlayerLink(params);
  const playlistId = link && 'playlist' in link ? link.playlist : null;
  const sourceKey = link && !('playlist' in link) ? JSON.stringify(link) : null;
  // Stable while the URL names the same source, so the build below runs once per source.
  const source = useMemo(() => (sourceKey ? (JSON.parse(sourceKey) as Exclude<PlayerLink, { playlist: number }>) : null), [sourceKey]);
  const [createState, setCreateState] = useState<'idle' | 'creating' | 'failed' | 'empty'>('idle');
  const started = useRef<string | null>(null);

  const create = useCallback(() => {
    if (!source || !sourceKey) return;
    const key = sourceKey;
    started.current = key;
    setCreateState('creating');
    const body =
      source.source === 'book'
        ? { kind: 'book' as const, bookId: source.book, ...(source.groups?.length ? { groups: [...source.groups] } : {}) }
        : { kind: source.source };
    createPlaylist(translationLang ? { ...body, translationLang } : body).then(
      (made) => {
        if (started.current !== key) return; // another source was chosen meanwhile
        setCreateState('idle');
        // The answer is the playlist itself: no second request to show it.
        client.setQueryData(playlistKey(userId, made.id, translationLang), made);
        void client.invalidateQueries({ queryKey: playerKeys.playlists(userId) });
        setParams(new URLSearchParams({ playlist: String(made.id) }), { replace: true });
      },
      // Nothing to play in that source is its own message; anything else: the content failed to load.
      (error: unknown) => {
        if (started.current === key) setCreateState(error instanceof ApiError && error.key === 'player.empty' ? 'empty' : 'failed');
      },
    );
  }, [source, sourceKey, translationLang, client, userId, setParams]);

  useEffect(() => {
    if (sourceKey && started.current !== sourceKey) create();
  }, [sourceKey, create]);

  const open = useCallback(
    (next: PlayerLink) => {
      // The same source again (e.g. after it failed): build it again; anything else goes through the URL.
      if (!('playlist' in next) && JSON.stringify(next) === sourceKey) create();
      else setParams(playerParams(next), { replace: true });
    },
    [setParams, sourceKey, create],
  );

  const list = usePlaylistsQuery(link === null);
  // Opened without a source (the study tools): the last playlist, else the active book, so a first
  // visit plays something instead of saying there is nothing.
  const activeBook = useTodayQuery().data?.activeBook ?? null;
  const activeBookId = activeBook && activeBook.type !== 'article' ? activeBook.id : null;
  useEffect(() => {
    if (link !== null || !list.data) return;
    const latest = [...list.data.items].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))[0];
    if (latest) setParams(new URLSearchParams({ playlist: String(latest.id) }), { replace: true });
    else if (activeBookId !== null) setParams(playerParams({ source: 'book', book: activeBookId }), { replace: true });
  }, [link, list.data, activeBookId, setParams]);

  const playlist = useQuery({
    queryKey: playlistKey(userId, playlistId, translationLang),
    queryFn: () => fetchPlaylist(playlistId as number, translationLang),
    enabled: playlistId !== null,
    // Switching the translation language keeps the playlist on screen while the new one comes.
    placeholderData: (prev) => (prev && prev.id === playlistId ? prev : undefined),
    staleTime: Number.POSITIVE_INFINITY,
  });

  let phase: PlaylistPhase;
  if (source) phase = createState === 'failed' ? 'createFailed' : createState === 'empty' ? 'empty' : 'creating';
  else if (playlistId !== null)
    phase = playlist.data ? (playlist.data.items.length === 0 ? 'empty' : 'ready') : playlist.isError ? 'loadFailed' : 'loading';
  else phase = list.isError ? 'loadFailed' : list.data && list.data.items.length === 0 ? 'choose' : 'loading';

  const retry = useCallback(() => {
    if (source) create();
    else if (playlistId !== null) void playlist.refetch();
    else void list.refetch();
  }, [source, create, playlistId, playlist, list]);

  return { phase, playlist: playlist.data ?? null, open, retry };
}
