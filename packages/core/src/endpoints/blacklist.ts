/** The blacklist at the spec's paths (/black/...): block, unblock, my blocked users paged, their ids. */
import { blackChangedSchema, blackPageQuery, blackPageSchema, blackUserBody, blackUserIdsSchema } from '../schemas/blacklist.js';
import type { Endpoint } from './define.js';

export const blacklistEndpoints = {
  block: {
    method: 'POST',
    path: '/black/addUserBlack',
    auth: true,
    summary: 'Block a user: ends the friendship and pending requests; no contact either way',
    body: blackUserBody,
    response: blackChangedSchema,
  },
  unblock: {
    method: 'POST',
    path: '/black/removeUserBlack',
    auth: true,
    summary: 'Unblock a user',
    body: blackUserBody,
    response: blackChangedSchema,
  },
  page: {
    method: 'GET',
    path: '/black/getPage',
    auth: true,
    summary: 'The users I blocked, newest first, paged',
    query: blackPageQuery,
    response: blackPageSchema,
  },
  ids: {
    method: 'GET',
    path: '/black/getUserBlack',
    auth: true,
    summary: 'The ids of the users I blocked',
    response: blackUserIdsSchema,
  },
} as const satisfies Record<string, Endpoint>;
