/**
 * The turbo player's server data: settings, playlists (build, list, read in a translation
 * language, forget), the resume position, listening reports and the "I know this" / "again"
 * reviews. Shapes are the server's contracts from @qfl/core.
 */
import {
  type CreatePlaylistBody,
  type Lang,
  type ListeningBody,
  type MemoryCardView,
  type PlayerPosition,
  type PlayerSettings,
  type PlayerSettingsBody,
  type Playlist,
  type PlaylistSummary,
  randomId,
} from '@qfl/core';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { API_BASE } from '../../../api/base';
import { api } from '../../../api/http';
import { useSession } from '../../../session/store';

export type { Playlist, PlaylistSummary, PlayerSettings };

export const playerKeys = {
  all: ['player'] as const,
  settings: (userId: number | undefined) => ['player', 'settings', userId] as const,
  playlists: (userId: number | undefined) => ['player', 'playlists', userId] as const,
};

export function fetchPlayerSettings(): Promise<PlayerSettings> {
  return api.call('GET /api/player/settings', { auth: true, toast: false });
}

export function savePlayerSettings(body: PlayerSettingsBody): Promise<PlayerSettings> {
  return api.call('PUT /api/player/settings', { body, auth: true });
}

export function usePlayerSettingsQuery() {
  const userId = useSession((s) => s.userInfo?.id);
  return useQuery({ queryKey: playerKeys.settings(userId), queryFn: fetchPlayerSettings, staleTime: 60_000 });
}

export function fetchPlaylists() {
  return api.call('GET /api/player/playlists', { auth: true, toast: false });
}

export function usePlaylistsQuery(enabled = true) {
  const userId = useSession((s) => s.userInfo?.id);
  return useQuery({ queryKey: playerKeys.playlists(userId), queryFn: fetchPlaylists, enabled });
}

/** Builds (or rebuilds) the playlist of a source; the answer is the playlist with its items. */
export function createPlaylist(body: CreatePlaylistBody): Promise<Playlist> {
  return api.call('POST /api/player/playlists', { body, auth: true, toast: false });
}

export function fetchPlaylist(id: number, translationLang?: Lang): Promise<Playlist> {
  return api.call('GET /api/player/playlists/:id', { params: { id }, query: { translationLang }, auth: true, toast: false });
}

export function deletePlaylist(id: number) {
  return api.call('DELETE /api/player/playlists/:id', { params: { id }, auth: true });
}

export function savePosition(id: number, index: number, loop: number): Promise<PlayerPosition> {
  return api.call('PUT /api/player/playlists/:id/position', { params: { id }, body: { index, loop }, auth: true, toast: false });
}

export function reportListening(body: ListeningBody) {
  return api.call('POST /api/player/listening', { body, auth: true, toast: false });
}

/** "I know this" (an easy recall, rating 4) or "again" (a failed recall), from listening. */
export function markHeard(
  item: { entryId: number | null; itemId: number | null },
  verdict: 'known' | 'again',
  ms: number,
): Promise<{ card: MemoryCardView }> {
  const target = item.itemId !== null ? { itemId: item.itemId } : { entryId: item.entryId ?? undefined };
  const grade = verdict === 'known' ? { rating: 4 } : { correct: false };
  return api.call('POST /api/memory/reviews', {
    body: { ...target, ...grade, source: 'listening', ms: Math.min(3_600_000, Math.max(0, Math.round(ms))), requestId: randomId(24) },
    auth: true,
  });
}

export function invalidatePlayer(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: playerKeys.all });
}

/**
 * The last report when the page goes away (tab closed, app backgrounded for good): a keepalive
 * request outlives the page, which a normal call would not.
 */
export function reportListeningOnLeave(body: ListeningBody, token: string | null): void {
  if (!token) return;
  void fetch(`${API_BASE}/api/player/listening`, {
    method: 'POST',
    keepalive: true,
    headers: { 'content-type': 'application/json', authorization: `Token ${token}` },
    body: JSON.stringify(body),
  }).catch(() => undefined);
}
