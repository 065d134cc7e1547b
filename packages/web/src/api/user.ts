/** Calls of the user module (paths and verbs as the server specifies them). */
import type { LoginBody, RegisterBody, SendCodeBody, Session, SettingsBody, UiLang, UserInfo } from '@qfl/core';
import { api } from './http';

interface SendCodeAnswer {
  cooldownSeconds: number;
}

/** The caller shows the daily-limit modal itself; other failures are toasted here. */
export function sendCode(body: SendCodeBody): Promise<SendCodeAnswer> {
  return api.post('/api/user/sendCode', { body, quiet: ['sms.dailyLimit'] });
}

/** Sign up and sign in word their own failures ("login failed", "login request failed"). */
export function register(body: RegisterBody): Promise<Session> {
  return api.post('/api/user/register/', { body, toast: false });
}

export function login(body: LoginBody): Promise<Session> {
  return api.post('/api/user/login/', { body, toast: false });
}

export function logout(): Promise<null> {
  return api.post('/api/user/logout/', { auth: true, toast: false });
}

export function fetchUserInfo(): Promise<UserInfo> {
  return api.get('/api/user/info', { auth: true });
}

export function saveSettings(body: SettingsBody): Promise<UserInfo> {
  return api.put('/api/user/settings', { body, auth: true, toast: false });
}

export function saveUiLang(uiLang: UiLang): Promise<UserInfo> {
  return api.put('/api/user/uiLang', { body: { uiLang }, auth: true, toast: false });
}
