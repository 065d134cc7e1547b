/**
 * Turbo player API: settings, playlists (build, list, read with translations in a language,
 * resume position, delete) and listening reports. Every route needs a token.
 */
import {
  createPlaylistBody,
  listeningBody,
  listeningResultSchema,
  PLAYLIST_MAX_ITEMS,
  playerPositionBody,
  playerPositionSchema,
  playerSettingsBody,
  playerSettingsSchema,
  playlistIdParams,
  playlistListSchema,
  playlistQuery,
  playlistSchema,
} from '@qfl/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../http/context.js';
import { reportListening } from './listening.js';
import { createPlaylist, deletePlaylist, playerSettings, playlistList, playlistView, savePlayerSettings, savePosition } from './service.js';

export default async function playerRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const secured = { security: [{ token: [] }], tags: ['player'] };
  // Authenticated before validation: a request without a user answers 401 whatever its body.
  const authFirst = { onRequest: app.authenticate };

  r.get(
    '/api/player/settings',
    {
      schema: { ...secured, summary: "The learner's player settings (defaults until saved)", response: { 200: playerSettingsSchema } },
      ...authFirst,
    },
    async (req) => playerSettings(app.db, requireActor(req).id),
  );

  r.put(
    '/api/player/settings',
    {
      schema: {
        ...secured,
        summary: 'Change some player settings (mode, speeds, gaps, loop count, sleep timer, translation language)',
        description: 'Values outside the lists of core (TURBO_SPEEDS, NATIVE_SPEEDS, TURBO_GAPS_MS, …): 422 validation, nothing saved.',
        body: playerSettingsBody,
        response: { 200: playerSettingsSchema },
      },
      ...authFirst,
    },
    async (req) => savePlayerSettings(app.db, requireActor(req).id, req.body),
  );

  r.post(
    '/api/player/playlists',
    {
      schema: {
        ...secured,
        summary: "Build (or rebuild) the playlist of a book (all or some groups), the new-words book or today's words",
        description:
          'One playlist per learner and source: building it again updates the same row and keeps its resume position. ' +
          'A word book gives one item per word (headword, reading, first meaning in translationLang); a sentence or article ' +
          `book one item per sentence (its translation). At most ${PLAYLIST_MAX_ITEMS} items. Unknown, retired or another ` +
          "user's private book: 404 player.notFound; nothing to play: 422 player.empty.",
        body: createPlaylistBody,
        response: { 200: playlistSchema },
      },
      ...authFirst,
    },
    async (req) => createPlaylist(app.db, requireActor(req), req.lang, req.body),
  );

  r.get(
    '/api/player/playlists',
    {
      schema: {
        ...secured,
        summary: "The learner's playlists, most recently used first (the resume list)",
        response: { 200: playlistListSchema },
      },
      ...authFirst,
    },
    async (req) => playlistList(app.db, requireActor(req), req.lang),
  );

  r.get(
    '/api/player/playlists/:id',
    {
      schema: {
        ...secured,
        summary: 'A playlist with its items, translations in translationLang (switch the native language on the fly)',
        description:
          "Without translationLang: the settings' language, else the learner's native language. Content without a meaning in " +
          'that language falls back as the study pages do (native, UI language, English, Chinese); each item says its translationLang.',
        params: playlistIdParams,
        querystring: playlistQuery,
        response: { 200: playlistSchema },
      },
      ...authFirst,
    },
    async (req) => playlistView(app.db, requireActor(req), req.lang, req.params.id, req.query.translationLang),
  );

  r.put(
    '/api/player/playlists/:id/position',
    {
      schema: {
        ...secured,
        summary: 'Save where the learner stopped (item index and loops completed)',
        description: 'An index past the last item: 422 player.positionOutOfRange.',
        params: playlistIdParams,
        body: playerPositionBody,
        response: { 200: playerPositionSchema },
      },
      ...authFirst,
    },
    async (req) => savePosition(app.db, requireActor(req), req.params.id, req.body),
  );

  r.delete(
    '/api/player/playlists/:id',
    {
      schema: {
        ...secured,
        summary: 'Delete a playlist (its listening minutes stay counted)',
        params: playlistIdParams,
        response: { 200: z.null() },
      },
      ...authFirst,
    },
    async (req) => {
      await deletePlaylist(app.db, requireActor(req), req.params.id);
      return null;
    },
  );

  r.post(
    '/api/player/listening',
    {
      schema: {
        ...secured,
        summary: 'Report listening: seconds played and items heard (exposure in the memory, minutes of the day and the tasks)',
        description:
          'Not a graded review: FSRS cards do not move ("I know this" / "again" are POST /api/memory/reviews with source listening). ' +
          "Idempotent per requestId; only the playlist's owner (else 404 player.notFound).",
        body: listeningBody,
        response: { 200: listeningResultSchema },
      },
      ...authFirst,
    },
    async (req) => reportListening(app.db, requireActor(req), req.body),
  );
}
