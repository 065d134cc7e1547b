/**
 * The signed-in user's own account: info, settings, UI language, time zone, nickname and avatar;
 * and anyone's avatar picture (bytes, public).
 */
import { avatarParams, avatarQuery, profileBody, settingsBody, timeZoneBody, uiLangBody, userInfoSchema } from '../schemas/user.js';
import type { Endpoint } from './define.js';

export const userEndpoints = {
  info: {
    method: 'GET',
    path: '/api/user/info',
    auth: true,
    summary: "The signed-in user's account",
    response: userInfoSchema,
  },
  settings: {
    method: 'PUT',
    path: '/api/user/settings',
    auth: true,
    summary: 'Identity, native and learning language, level (and the time zone when sent)',
    body: settingsBody,
    response: userInfoSchema,
  },
  uiLang: {
    method: 'PUT',
    path: '/api/user/uiLang',
    auth: true,
    summary: 'The UI language',
    body: uiLangBody,
    response: userInfoSchema,
  },
  timeZone: {
    method: 'PUT',
    path: '/api/user/timeZone',
    auth: true,
    summary: 'The time zone that decides "today" (points, streaks, daily tests, tasks)',
    body: timeZoneBody,
    response: userInfoSchema,
  },
  profile: {
    method: 'PUT',
    path: '/api/user/profile',
    auth: true,
    summary: 'The nickname (public: moderated, a suspended user keeps theirs)',
    body: profileBody,
    response: userInfoSchema,
  },
  uploadAvatar: {
    method: 'POST',
    path: '/api/user/avatar',
    auth: true,
    summary: 'Upload an avatar (multipart `file`): checked, re-encoded without metadata and stored',
    response: userInfoSchema,
  },
  avatar: {
    method: 'GET',
    path: '/api/user/avatar/:userId',
    auth: false,
    summary: "A user's avatar (binary, its own content type); immutable at its versioned URL (?v=etag)",
    params: avatarParams,
    query: avatarQuery,
  },
} as const satisfies Record<string, Endpoint>;
