/**
 * Memory: graded reviews from any feature, cards by entry, the learner's memory settings, and the
 * settings' helpers around the personal weights (the retention simulation, rescheduling).
 */
import { cardListSchema, cardsQuery, reviewBody, reviewResultSchema, studySettingsBody, studySettingsSchema } from '../schemas/memory.js';
import { rescheduleResultSchema, retentionHelperSchema } from '../schemas/retention.js';
import type { Endpoint } from './define.js';

export const memoryEndpoints = {
  review: {
    method: 'POST',
    path: '/api/memory/reviews',
    auth: true,
    summary: 'Record one graded interaction (any feature) and update its card; idempotent per requestId',
    body: reviewBody,
    response: reviewResultSchema,
  },
  cards: {
    method: 'GET',
    path: '/api/memory/cards',
    auth: true,
    summary: 'Cards of words by entry id (a word never seen has no card)',
    query: cardsQuery,
    response: cardListSchema,
  },
  settings: {
    method: 'GET',
    path: '/api/study/settings',
    auth: true,
    summary: 'Desired retention, daily new words, active book, day rollover hour, review mode and the last fit of the weights',
    response: studySettingsSchema,
  },
  saveSettings: {
    method: 'PUT',
    path: '/api/study/settings',
    auth: true,
    summary: 'Change desired retention (0.7-0.97), daily new words, the active book, the day rollover hour (0-23) or the review mode',
    body: studySettingsBody,
    response: studySettingsSchema,
  },
  retentionHelper: {
    method: 'GET',
    path: '/api/study/retention-helper',
    auth: true,
    summary: 'Expected daily reviews and known words in 30 days for desired retentions 0.70-0.97, simulated on your cards',
    response: retentionHelperSchema,
  },
  reschedule: {
    method: 'POST',
    path: '/api/study/reschedule',
    auth: true,
    summary: 'Recompute every card from its reviews with the current weights, due dates included (no body)',
    response: rescheduleResultSchema,
  },
} as const satisfies Record<string, Endpoint>;
