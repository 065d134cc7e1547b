/** The info tab's notices: my notices paged, the unread count (notices and news), marking read. */
import { markReadBody, markReadResultSchema, noticeListQuery, noticeListSchema, unreadCountSchema } from '../schemas/notifications.js';
import type { Endpoint } from './define.js';

export const notificationsEndpoints = {
  list: {
    method: 'GET',
    path: '/api/notifications',
    auth: true,
    summary: 'My notices, newest first (page with ?before=<id>)',
    query: noticeListQuery,
    response: noticeListSchema,
  },
  unreadCount: {
    method: 'GET',
    path: '/api/notifications/unread-count',
    auth: true,
    summary: 'Unread notices and system news',
    response: unreadCountSchema,
  },
  read: {
    method: 'POST',
    path: '/api/notifications/read',
    auth: true,
    summary: 'Mark notices read: {ids} or {all: true} (all also marks news)',
    body: markReadBody,
    response: markReadResultSchema,
  },
} as const satisfies Record<string, Endpoint>;
