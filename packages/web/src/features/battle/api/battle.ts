/**
 * Battles over HTTP: the single-use WebSocket ticket, friend invites, my record per language and
 * recent battles. Shapes are core's contracts (`schemas/battle.ts`).
 */
import type { BattleInvite, Lang } from '@qfl/core';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/http';
import { useSession } from '../../../session/store';

export type { BattleInvite };

/** Quiet: the socket client retries a failed ticket within the rejoin window and words the failure itself. */
export function fetchTicket() {
  return api.call('POST /api/battle/ticket', { auth: true, toast: false });
}

/** `toUserId`: a friend who gets the invite on their info tab (the server checks the friendship and blocks). */
export function createInvite(lang: Lang, level: number, toUserId?: number) {
  return api.call('POST /api/battle/invites', { body: { lang, level, ...(toUserId !== undefined ? { toUserId } : {}) }, auth: true });
}

export function fetchRecords() {
  return api.call('GET /api/battle/records', { auth: true, toast: false });
}

export function fetchHistory() {
  return api.call('GET /api/battle/history', { auth: true, toast: false });
}

export const battleKeys = {
  all: ['battle'] as const,
  records: (userId: number | undefined) => ['battle', 'records', userId] as const,
  history: (userId: number | undefined) => ['battle', 'history', userId] as const,
};

export function useBattleRecordsQuery() {
  const userId = useSession((s) => s.userInfo?.id);
  return useQuery({ queryKey: battleKeys.records(userId), queryFn: fetchRecords, staleTime: 0 });
}

export function useBattleHistoryQuery() {
  const userId = useSession((s) => s.userInfo?.id);
  return useQuery({ queryKey: battleKeys.history(userId), queryFn: fetchHistory, staleTime: 0 });
}

/** After a battle ends, the record and the history change. */
export function invalidateBattle(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: battleKeys.all });
}
