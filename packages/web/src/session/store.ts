/**
 * The signed-in session in memory (zustand), mirrored to localStorage on every change so a
 * reload, another tab or the API client outside React all see the same token and userInfo.
 */
import type { Session, UserInfo } from '@qfl/core';
import { create } from 'zustand';
import {
  clearStoredSession,
  REFRESH_TOKEN_KEY,
  readStoredSession,
  type StoredSession,
  TOKEN_KEY,
  USER_INFO_KEY,
  writeStoredSession,
} from './storage';

interface SessionState extends StoredSession {
  /** Stores a session answered by sign up, sign in or refresh. */
  signIn(session: Session): void;
  setUserInfo(userInfo: UserInfo): void;
  /** Forgets token, refresh credential and userInfo. */
  signOut(): void;
}

export const useSession = create<SessionState>()((set, get) => ({
  ...readStoredSession(),
  signIn(session) {
    const next = { token: session.token, refreshToken: session.refreshToken, userInfo: session.userInfo };
    writeStoredSession(next);
    set(next);
  },
  setUserInfo(userInfo) {
    const { token, refreshToken } = get();
    writeStoredSession({ token, refreshToken, userInfo });
    set({ userInfo });
  },
  signOut() {
    clearStoredSession();
    set({ token: null, refreshToken: null, userInfo: null });
  },
}));

/** Keeps tabs in step: signing out (or in) in one tab updates the others. */
export function followOtherTabs(): void {
  window.addEventListener('storage', (event) => {
    if (event.key === null || [TOKEN_KEY, REFRESH_TOKEN_KEY, USER_INFO_KEY].includes(event.key)) {
      useSession.setState(readStoredSession());
    }
  });
}
