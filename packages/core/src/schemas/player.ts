/**
 * The turbo player's API: playlists built from a book (all or some groups), the new-words book,
 * today's due words or a sentence book; the learner's player settings; the resume position per
 * playlist; and listening time, which counts as exposure in the memory (source `listening`, not a
 * graded review) and towards the minutes tasks. "I know this" and "again" are ordinary reviews
 * (`POST /api/memory/reviews` with source `listening`). Audio of an item is
 * `GET /api/audio?text=&lang=&speed=&format=` (rendered at the speed by the speech engine, so the
 * pitch is the voice's own, and compressed).
 */
import { z } from 'zod';
import { LANGS, NATIVE_SPEEDS, TURBO_GAPS_MS, TURBO_MODES, TURBO_SPEEDS } from '../constants.js';
import { requestIdSchema } from './memory.js';

/** Most items in one playlist (a 1,000-item playlist must play with flat memory). */
export const PLAYLIST_MAX_ITEMS = 2000;
/** Loop counts offered for "loop the book" (0 = play once; -1 = loop until stopped). */
export const PLAYER_LOOP_COUNTS = [0, 1, 2, 3, 5, 10, -1] as const;
/** Sleep timer choices, minutes (0 = off). */
export const PLAYER_SLEEP_MINUTES = [0, 5, 10, 15, 20, 30, 45, 60, 90] as const;
/** Longest listening report accepted at once (seconds); the client reports every minute or so. */
export const LISTENING_MAX_SECONDS = 600;

export const PLAYLIST_KINDS = ['book', 'new-words', 'today'] as const;
export type PlaylistKind = (typeof PLAYLIST_KINDS)[number];

const speed = z.number().refine((v) => (TURBO_SPEEDS as readonly number[]).includes(v), 'validation');
const nativeSpeed = z.number().refine((v) => (NATIVE_SPEEDS as readonly number[]).includes(v), 'validation');
const gap = z
  .number()
  .int()
  .refine((v) => (TURBO_GAPS_MS as readonly number[]).includes(v), 'validation');

/** How the learner plays: one row per learner, shared by all playlists. */
export const playerSettingsSchema = z.object({
  mode: z.enum(TURBO_MODES),
  /** Speed of the learning language. */
  speed,
  /** Speed of the translation (native language). */
  nativeSpeed,
  /** Gap between the steps of one item (word → its translation, repeats); negative = overlap. */
  inWordGapMs: gap,
  /** Gap between two items; negative = overlap. */
  betweenGapMs: gap,
  /** Times to loop the playlist after the first pass (0 once, -1 until stopped). */
  loopCount: z
    .number()
    .int()
    .refine((v) => (PLAYER_LOOP_COUNTS as readonly number[]).includes(v), 'validation'),
  sleepMinutes: z
    .number()
    .int()
    .refine((v) => (PLAYER_SLEEP_MINUTES as readonly number[]).includes(v), 'validation'),
  /** The language the translations are in; null = the learner's native language. */
  translationLang: z.enum(LANGS).nullable(),
});
export type PlayerSettings = z.infer<typeof playerSettingsSchema>;
export const playerSettingsBody = playerSettingsSchema.partial();
export type PlayerSettingsBody = z.infer<typeof playerSettingsBody>;

export const DEFAULT_PLAYER_SETTINGS: PlayerSettings = {
  mode: 'word_translation',
  speed: 1.0,
  nativeSpeed: 1.0,
  inWordGapMs: 300,
  betweenGapMs: 800,
  loopCount: 0,
  sleepMinutes: 0,
  translationLang: null,
};

export const createPlaylistBody = z
  .object({
    kind: z.enum(PLAYLIST_KINDS),
    /** `book`: a word or sentence book the learner may view. */
    bookId: z.number().int().positive().optional(),
    /** `book`: only these groups, numbered as `GET /api/books/:id` numbers them (`groups[].index`); all when absent. */
    groups: z.array(z.number().int().min(0)).min(1).max(1000).optional(),
    /** Translations in this language instead of the settings' (switch on the fly). */
    translationLang: z.enum(LANGS).optional(),
  })
  .superRefine((b, ctx) => {
    if (b.kind === 'book' && b.bookId === undefined) ctx.addIssue({ code: 'custom', path: ['bookId'], message: 'validation' });
  });
export type CreatePlaylistBody = z.infer<typeof createPlaylistBody>;

export const playlistItemSchema = z.object({
  /** Stable within the playlist: `e<entryId>` for a word, `i<itemId>` for a sentence. */
  key: z.string(),
  entryId: z.number().int().nullable(),
  itemId: z.number().int().nullable(),
  /** What is spoken in the learning language. */
  text: z.string(),
  reading: z.string().nullable(),
  lang: z.enum(LANGS),
  /** The translation spoken in `translationLang`; empty when the content has none (then skipped). */
  translation: z.string(),
  translationLang: z.enum(LANGS),
});
export type PlaylistItem = z.infer<typeof playlistItemSchema>;

export const playerPositionSchema = z.object({
  /** Index of the item to resume at. */
  index: z.number().int().min(0),
  /** Loops already completed. */
  loop: z.number().int().min(0),
  updatedAt: z.string(),
});
export type PlayerPosition = z.infer<typeof playerPositionSchema>;

export const playlistSummarySchema = z.object({
  id: z.number().int(),
  kind: z.enum(PLAYLIST_KINDS),
  bookId: z.number().int().nullable(),
  groups: z.array(z.number().int()).nullable(),
  title: z.string(),
  lang: z.enum(LANGS),
  total: z.number().int(),
  position: playerPositionSchema.nullable(),
  updatedAt: z.string(),
});
export type PlaylistSummary = z.infer<typeof playlistSummarySchema>;

export const playlistSchema = playlistSummarySchema.extend({
  translationLang: z.enum(LANGS),
  items: z.array(playlistItemSchema),
});
export type Playlist = z.infer<typeof playlistSchema>;
export const playlistListSchema = z.object({ items: z.array(playlistSummarySchema) });

export const playlistQuery = z.object({ translationLang: z.enum(LANGS).optional() });
export const playlistIdParams = z.object({ id: z.coerce.number().int().positive() });
/** DELETE /api/player/playlists/:id answers no data. */
export const playlistDeletedSchema = z.null();

export const playerPositionBody = z.object({ index: z.number().int().min(0), loop: z.number().int().min(0).max(10_000) });

export const listeningBody = z.object({
  playlistId: z.number().int().positive(),
  /** Seconds actually played since the last report. */
  seconds: z.number().int().min(1).max(LISTENING_MAX_SECONDS),
  /** Items heard in that time (exposures). */
  keys: z.array(z.string().regex(/^[ei]\d+$/)).max(500),
  requestId: requestIdSchema,
});
export type ListeningBody = z.infer<typeof listeningBody>;
export const listeningResultSchema = z.object({
  /** Listening seconds today (the learner's local day), after this report. */
  todaySeconds: z.number().int(),
});
