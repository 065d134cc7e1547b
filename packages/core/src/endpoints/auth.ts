/**
 * Accounts and sessions at the paths the spec names (`/api/user/...`, some with a trailing slash):
 * SMS codes, sign up, sign in, refresh, password reset and change, sign out.
 */
import {
  changePasswordBody,
  loggedOutSchema,
  loginBody,
  passwordChangedSchema,
  refreshBody,
  registerBody,
  resetPasswordBody,
  sendCodeBody,
  sendCodeResultSchema,
  sessionSchema,
} from '../schemas/user.js';
import type { Endpoint } from './define.js';

export const authEndpoints = {
  sendCode: {
    method: 'POST',
    path: '/api/user/sendCode',
    auth: false,
    summary: 'Send an SMS code (register, login or reset); the same answer whether or not the phone is registered',
    body: sendCodeBody,
    response: sendCodeResultSchema,
  },
  register: {
    method: 'POST',
    path: '/api/user/register/',
    auth: false,
    summary: 'Sign up with a phone, its SMS code and a password; answers a session',
    body: registerBody,
    response: sessionSchema,
  },
  login: {
    method: 'POST',
    path: '/api/user/login/',
    auth: false,
    summary: 'Sign in with a password or an SMS code; answers a session',
    body: loginBody,
    response: sessionSchema,
  },
  refresh: {
    method: 'POST',
    path: '/api/user/refresh/',
    auth: false,
    summary: 'Trade a refresh token for a new token pair (rotated; a reused one ends its family)',
    body: refreshBody,
    response: sessionSchema,
  },
  resetPassword: {
    method: 'POST',
    path: '/api/user/password/reset',
    auth: false,
    summary: 'Set a new password with a reset code: other sessions end, a new one starts',
    body: resetPasswordBody,
    response: sessionSchema,
  },
  changePassword: {
    method: 'PUT',
    path: '/api/user/password',
    auth: true,
    summary: 'Change the password (the old one required): other sessions end, this one stays',
    body: changePasswordBody,
    response: passwordChangedSchema,
  },
  logout: {
    method: 'POST',
    path: '/api/user/logout/',
    auth: true,
    summary: 'Sign out: the session of this token ends',
    response: loggedOutSchema,
  },
} as const satisfies Record<string, Endpoint>;
