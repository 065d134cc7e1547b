/**
 * The signed-in user's info (`/api/user/info`, settings, UI language): calls, query keys and
 * hooks. The session store keeps a copy (also in localStorage) that renders at once; the
 * query refreshes it in the background, and writes put the server's answer back in both.
 */
import type { SettingsBody, UiLang, UserInfo } from '@qfl/core';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../api/http';
import { useSession } from '../../../session/store';

export const userKeys = {
  all: ['user'] as const,
  info: (userId: number | undefined) => ['user', 'info', userId] as const,
};

export function fetchUserInfo() {
  return api.call('GET /api/user/info', { auth: true });
}

export function saveSettings(body: SettingsBody) {
  return api.call('PUT /api/user/settings', { body, auth: true, toast: false });
}

export function saveUiLang(uiLang: UiLang) {
  return api.call('PUT /api/user/uiLang', { body: { uiLang }, auth: true, toast: false });
}

/** The server's copy of the user; each answer also refreshes the session store's copy. */
export function useUserInfoQuery() {
  const userId = useSession((s) => s.userInfo?.id);
  const signedIn = useSession((s) => s.token !== null);
  const setUserInfo = useSession((s) => s.setUserInfo);
  const query = useQuery({ queryKey: userKeys.info(userId), queryFn: fetchUserInfo, enabled: signedIn });
  useEffect(() => {
    if (query.data) setUserInfo(query.data);
  }, [query.data, setUserInfo]);
  return query;
}

/** What pages render: the stored user at once, refreshed by `useUserInfoQuery`. */
export function useCurrentUser(): UserInfo | null {
  useUserInfoQuery();
  return useSession((s) => s.userInfo);
}

/** After a write that changes the user elsewhere (e.g. points, nickname): refetch. */
export function invalidateUser(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: userKeys.all });
}
