/** System news: the list with read marks, and one item by id at the spec's path (opening marks it read). */
import { newsIdQuery, newsItemSchema, newsListSchema } from '../schemas/notifications.js';
import type { Endpoint } from './define.js';

export const newsEndpoints = {
  list: {
    method: 'GET',
    path: '/api/news',
    auth: true,
    summary: 'System news in my language, newest first, with read marks',
    response: newsListSchema,
  },
  item: {
    method: 'GET',
    path: '/sysNews/getMessageById',
    auth: true,
    summary: 'One news item in my language (zh fallback); marks it read',
    query: newsIdQuery,
    response: newsItemSchema,
  },
} as const satisfies Record<string, Endpoint>;
