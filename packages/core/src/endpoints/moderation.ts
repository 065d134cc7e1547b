/**
 * Moderation: what the provider says of a text or of one of my stored images (`/qn/...`, the
 * spec's paths), and the admins' moderation queue under /api/admin/moderation.
 */
import {
  censorResult,
  decisionResultSchema,
  imageCensorBody,
  imageCensorResult,
  moderationIdParams,
  queueListQuery,
  queueListSchema,
  textCensorBody,
} from '../schemas/moderation.js';
import type { Endpoint } from './define.js';

export const moderationEndpoints = {
  textCensor: {
    method: 'POST',
    path: '/qn/textCensor',
    auth: true,
    summary: 'Moderate a text: pass, review or block, with labels',
    body: textCensorBody,
    response: censorResult,
  },
  imageCensor: {
    method: 'POST',
    path: '/qn/imageCensor',
    auth: true,
    summary: 'Moderate one of my stored images (`/api/images/<key>`): type, size, dimensions; review when undecidable',
    body: imageCensorBody,
    response: imageCensorResult,
  },
  queue: {
    method: 'GET',
    path: '/api/admin/moderation',
    auth: true,
    summary: 'The moderation queue by status (admins)',
    query: queueListQuery,
    response: queueListSchema,
  },
  approve: {
    method: 'POST',
    path: '/api/admin/moderation/:id/approve',
    auth: true,
    summary: 'Keep a queued item (admins)',
    params: moderationIdParams,
    response: decisionResultSchema,
  },
  hide: {
    method: 'POST',
    path: '/api/admin/moderation/:id/hide',
    auth: true,
    summary: 'Hide a queued item (admins)',
    params: moderationIdParams,
    response: decisionResultSchema,
  },
} as const satisfies Record<string, Endpoint>;
