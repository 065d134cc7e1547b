/** Creating users through the real API (for tests whose subject is not the sign-up form). */
import type { Session } from '@qfl/core';
import type { Page } from 'playwright-core';
import { waitForSmsCode } from './server.js';
import { uniquePhone } from './browser.js';

async function post<T>(baseUrl: string, path: string, body: object): Promise<T> {
  const res = await fetch(baseUrl + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const json = (await res.json()) as { code: number; msg: string; data: T };
  if (json.code !== 200) throw new Error(`${path}: ${json.msg}`);
  return json.data;
}

export async function signUpByApi(
  baseUrl: string,
  logFile: string,
  settings = true,
): Promise<{ phone: string; password: string; session: Session }> {
  const phone = uniquePhone();
  const password = 'secret123';
  await post(baseUrl, '/api/user/sendCode', { phone, purpose: 'register' });
  let session = await post<Session>(baseUrl, '/api/user/register/', { phone, code: await waitForSmsCode(logFile, phone), password });
  if (settings) {
    const res = await fetch(`${baseUrl}/api/user/settings`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Token ${session.token}` },
      body: JSON.stringify({ identity: 'student', nativeLang: 'zh', learningLang: 'en', level: 5 }),
    });
    session = { ...session, userInfo: ((await res.json()) as { data: Session['userInfo'] }).data };
  }
  return { phone, password, session };
}

/**
 * Puts a session into the page's storage the way the app keeps it, then reloads so the app reads it.
 * The study tab's first-run home (shown once to a new learner) counts as seen unless `firstRun`:
 * tests about other pages start on the study tab itself. Key and format: web
 * `features/homes/first-run.ts`.
 */
export async function storeSession(page: Page, session: Session, { firstRun = false }: { firstRun?: boolean } = {}): Promise<void> {
  await page.evaluate(
    ({ s, seen }) => {
      localStorage.setItem('token', s.token);
      localStorage.setItem('refreshToken', s.refreshToken);
      localStorage.setItem('userInfo', JSON.stringify(s.userInfo));
      if (seen) localStorage.setItem('firstRunHome', JSON.stringify([s.userInfo.id]));
    },
    { s: session, seen: !firstRun },
  );
  await page.reload();
}

export { post };

/** An authenticated API call from a test: the envelope's data, or an error with its message. */
export async function authedCall<T>(baseUrl: string, token: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(baseUrl + path, {
    method,
    headers: { authorization: `Token ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as { code: number; msg: string; data: T };
  if (json.code !== 200) throw new Error(`${method} ${path}: ${json.msg}`);
  return json.data;
}

/** A user with a known phone (an admin of ADMIN_PHONES): signed up once, signed in on later calls (a retried test). */
export async function signUpOrSignIn(server: { url: string; logFile: string }, phone: string, password = 'secret123'): Promise<Session> {
  const signedIn = await post<Session>(server.url, '/api/user/login/', { phone, password }).catch(() => null);
  if (signedIn) return signedIn;
  await post(server.url, '/api/user/sendCode', { phone, purpose: 'register' });
  const code = await waitForSmsCode(server.logFile, phone);
  return post<Session>(server.url, '/api/user/register/', { phone, code, password });
}
