/**
 * Battles over HTTP: the single-use WebSocket ticket, friend invites, my record per language and
 * recent battles. Shapes are core's contracts (`schemas/battle.ts`), read through their zod
 * schemas' output types since core exports the schemas.
 */
import type {
  battleHistoryItemSchema,
  battleHistorySchema,
  battleInviteSchema,
  battleRecordListSchema,
  battleRecordSchema,
  battleTicketSchema,
  Lang,
} from '@qfl/core';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/http';
import { useSession } from '../../../session/store';

/** The data type a zod schema parses to, without importing zod into the web package. */
type Output<S> = S extends { _output: infer O } ? O : never;
export type BattleTicket = Output<typeof battleTicketSchema>;
export type BattleInvite = Output<typeof battleInviteSchema>;
export type BattleRecord = Output<typeof battleRecordSchema>;
export type BattleRecordList = Output<typeof battleRecordListSchema>;
export type BattleHistoryItem = Output<typeof battleHistoryItemSchema>;
export type BattleHistory = Output<typeof battleHistorySchema>;

/** Quiet: the socket client retries a failed ticket within the rejoin window and words the failure itself. */
export function fetchTicket(): Promise<BattleTicket> {
  return api.post('/api/battle/ticket', { auth: true, toast: false });
}

/** `toUserId`: a friend who gets the invite on their info tab (the server checks the friendship and blocks). */
export function createInvite(lang: Lang, level: number, toUserId?: number): Promise<BattleInvite> {
  return api.post('/api/battle/invites', { body: { lang, level, ...(toUserId !== undefined ? { toUserId } : {}) }, auth: true });
}

export function fetchRecords(): Promise<BattleRecordList> {
  return api.get('/api/battle/records', { auth: true, toast: false });
}

export function fetchHistory(): Promise<BattleHistory> {
  return api.get('/api/battle/history', { auth: true, toast: false });
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
