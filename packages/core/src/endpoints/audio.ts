/** Speech for a word or sentence: public, answered as audio bytes (WAV or MP3), not JSON. */
import { audioQuery } from '../schemas/audio.js';
import type { Endpoint } from './define.js';

export const audioEndpoints = {
  speech: {
    method: 'GET',
    path: '/api/audio',
    auth: false,
    summary: 'Speech for a word or sentence',
    query: audioQuery,
  },
} as const satisfies Record<string, Endpoint>;
