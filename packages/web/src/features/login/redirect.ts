/**
 * Where to go after signing in from the "authorization not done" prompt. The target travels
 * as `?redirect=` on the login route and is only followed when it is an in-app hash path,
 * so a crafted link cannot send a fresh session to another site.
 */
import { PATHS } from '../../app/paths';

const MAX_REDIRECT_LENGTH = 512;

/** The redirect when it is a safe in-app path (`/pages/...`, no scheme, host or login loop), else null. */
export function safeRedirect(raw: string | null | undefined): string | null {
  if (!raw || raw.length > MAX_REDIRECT_LENGTH) return null;
  // One leading slash only: '//host' and '/\host' would be read as another origin by some parsers.
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\u0000-\u001f\u007f\s]/.test(raw) || /^\/[a-z][a-z0-9+.-]*:/i.test(raw)) return null;
  const pathname = raw.split(/[?#]/)[0] ?? '';
  if (pathname === PATHS.home || pathname === PATHS.login || pathname.startsWith(`${PATHS.login}/`)) return null;
  return raw;
}

/** The login route carrying where to come back to (when that is a safe path). */
export function loginPathFor(from: string | null | undefined): string {
  const target = safeRedirect(from);
  return target ? `${PATHS.login}?redirect=${encodeURIComponent(target)}` : PATHS.login;
}

/** The path of the page shown now, from the hash (for code outside the router). */
export function currentHashPath(): string {
  return window.location.hash.replace(/^#/, '') || PATHS.home;
}

/**
 * The page after a successful sign-in: identity settings first while the user has none
 * (carrying the redirect on), else the page they came from, else the study tab.
 */
export function pathAfterSignIn(user: { identity: string | null } | null, redirect: string | null): string {
  const target = safeRedirect(redirect);
  if (!user?.identity) return target ? `${PATHS.settings}?redirect=${encodeURIComponent(target)}` : PATHS.settings;
  return target ?? PATHS.study;
}
