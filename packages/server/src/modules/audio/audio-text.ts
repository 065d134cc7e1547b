/**
 * The rules for text sent to speech: trimmed, 1-AUDIO_MAX_TEXT_LENGTH characters (code points,
 * 200 by default), no control characters, at least one letter or digit. Inner whitespace
 * collapses to one space and the text is NFC-normalized, so equal texts share one cache entry.
 */
export const MAX_AUDIO_TEXT_LENGTH = 200;

const CONTROL = /\p{Cc}/u;
const SPEAKABLE = /[\p{L}\p{N}]/u;

/** The normalized text, or null when it cannot be read aloud (`audio.textInvalid`). */
export function normalizeAudioText(raw: string, maxLength = MAX_AUDIO_TEXT_LENGTH): string | null {
  const text = raw.normalize('NFC').trim();
  if (CONTROL.test(text)) return null;
  const length = [...text].length;
  if (length < 1 || length > maxLength || !SPEAKABLE.test(text)) return null;
  return text.replace(/\s+/gu, ' ');
}
