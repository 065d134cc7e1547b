/** Reports: anyone signed in reports a user (`/jb/addUserJB`); admins list and decide them under /api/admin/reports. */
import {
  addReportBody,
  addReportResult,
  decisionResultSchema,
  moderationIdParams,
  reportListQuery,
  reportListSchema,
  suspendBody,
} from '../schemas/moderation.js';
import type { Endpoint } from './define.js';

export const reportsEndpoints = {
  add: {
    method: 'POST',
    path: '/jb/addUserJB',
    auth: true,
    summary: 'Report a user, optionally with evidence of theirs (a message, post, comment, book or image)',
    body: addReportBody,
    response: addReportResult,
  },
  list: {
    method: 'GET',
    path: '/api/admin/reports',
    auth: true,
    summary: 'Reports by status (admins)',
    query: reportListQuery,
    response: reportListSchema,
  },
  dismiss: {
    method: 'POST',
    path: '/api/admin/reports/:id/dismiss',
    auth: true,
    summary: 'Dismiss an open report (admins)',
    params: moderationIdParams,
    response: decisionResultSchema,
  },
  hide: {
    method: 'POST',
    path: '/api/admin/reports/:id/hide',
    auth: true,
    summary: "Hide an open report's evidence (admins)",
    params: moderationIdParams,
    response: decisionResultSchema,
  },
  suspend: {
    method: 'POST',
    path: '/api/admin/reports/:id/suspend',
    auth: true,
    summary: 'Suspend the reported user for some days: they cannot publish (admins)',
    params: moderationIdParams,
    body: suspendBody,
    response: decisionResultSchema,
  },
} as const satisfies Record<string, Endpoint>;
