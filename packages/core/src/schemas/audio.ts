/**
 * GET /api/audio: speech for a word or sentence, answered as bytes (WAV or MP3), not JSON. The
 * server checks the text with its configured length limit on top of this shape (audio module).
 */
import { z } from 'zod';
import { LANGS, NATIVE_SPEEDS, TURBO_SPEEDS } from '../constants.js';

/** WAV (16-bit PCM, the default) or MP3 (the turbo player: ~10× smaller). */
export const AUDIO_FORMATS = ['wav', 'mp3'] as const;
export type AudioFormat = (typeof AUDIO_FORMATS)[number];

/** Speeds a clip may be rendered at: the learning language's and the native language's. */
export const AUDIO_SPEEDS: readonly number[] = [...new Set<number>([...TURBO_SPEEDS, ...NATIVE_SPEEDS])].sort((a, b) => a - b);

export const audioQuery = z.object({
  text: z.string({ error: 'audio.textInvalid' }).describe('Word or sentence: trimmed, no control characters'),
  lang: z.enum(LANGS).describe('Language of the text'),
  voice: z.string().max(40).optional().describe('Voice of the language, the first is the default'),
  speed: z.coerce
    .number({ error: 'validation' })
    .refine((v) => AUDIO_SPEEDS.includes(v), 'validation')
    .optional()
    .describe(`Rate of speech, rendered by the engine itself so the pitch is kept: ${AUDIO_SPEEDS.join(', ')} (default 1)`),
  format: z
    .enum(AUDIO_FORMATS, { error: 'validation' })
    .optional()
    .describe('wav (default, 16-bit PCM) or mp3 (32 kbit/s mono, ~10× smaller; what the turbo player asks for)'),
});
