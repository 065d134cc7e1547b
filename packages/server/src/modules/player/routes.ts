/**
 * Turbo player API: settings, playlists (build, list, read with translations in a language,
 * resume position, delete) and listening reports. Every route needs a token (checked before the
 * body: a request without a user answers 401 whatever its body). Declared in @qfl/core's
 * endpoints/player.ts.
 */
import { PLAYLIST_MAX_ITEMS, playerEndpoints as api } from '@qfl/core';
import type { FastifyInstance } from 'fastify';
import { requireActor } from '../../http/context.js';
import { route } from '../../http/route.js';
import { reportListening } from './listening.js';
import { createPlaylist, deletePlaylist, playerSettings, playlistList, playlistView, savePlayerSettings, savePosition } from './service.js';

/** What /api/docs says about a route besides its summary. */
const docs = (description: string) => ({ schema: { description } });

export default async function playerRoutes(app: FastifyInstance) {
  route(app, api.settings, (req) => playerSettings(app.db, requireActor(req).id));

  route(
    app,
    api.saveSettings,
    (req) => savePlayerSettings(app.db, requireActor(req).id, req.body),
    docs('Values outside the lists of core (TURBO_SPEEDS, NATIVE_SPEEDS, TURBO_GAPS_MS, …): 422 validation, nothing saved.'),
  );

  route(
    app,
    api.createPlaylist,
    (req) => createPlaylist(app.db, requireActor(req), req.lang, req.body),
    docs(
      'One playlist per learner and source: building it again updates the same row and keeps its resume position. ' +
        'A word book gives one item per word (headword, reading, first meaning in translationLang); a sentence or article ' +
        `book one item per sentence (its translation). At most ${PLAYLIST_MAX_ITEMS} items. Unknown, retired or another ` +
        "user's private book: 404 player.notFound; nothing to play: 422 player.empty.",
    ),
  );

  route(app, api.playlists, (req) => playlistList(app.db, requireActor(req), req.lang));

  route(
    app,
    api.playlist,
    (req) => playlistView(app.db, requireActor(req), req.lang, req.params.id, req.query.translationLang),
    docs(
      "Without translationLang: the settings' language, else the learner's native language. Content without a meaning in " +
        'that language falls back as the study pages do (native, UI language, English, Chinese); each item says its translationLang.',
    ),
  );

  route(
    app,
    api.position,
    (req) => savePosition(app.db, requireActor(req), req.params.id, req.body),
    docs('An index past the last item: 422 player.positionOutOfRange.'),
  );

  route(app, api.deletePlaylist, async (req) => {
    await deletePlaylist(app.db, requireActor(req), req.params.id);
    return null;
  });

  route(
    app,
    api.listening,
    (req) => reportListening(app.db, requireActor(req), req.body),
    docs(
      'Not a graded review: FSRS cards do not move ("I know this" / "again" are POST /api/memory/reviews with source listening). ' +
        "Idempotent per requestId; only the playlist's owner (else 404 player.notFound).",
    ),
  );
}
