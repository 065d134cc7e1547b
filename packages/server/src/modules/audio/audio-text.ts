/**
 * The rules for text sent to speech: trimmed, 1-200 characters (code points), no control
 * characters, at least one letter or digit. Inner whitespace collapses to one space and the
 * text is NFC-normalized, so equal texts share one cache entry.
 */
export const MAX_AUDIO_TEXT_LENGTH = 200;

const CONTROL = /\p{Cc}/u;
const SPEAKABLE = /[\p{L}\p{N}]/u;

/** The normalized text, or null when it cannot be read aloud (`audio.textInvalid`). */
export function normalizeAudioText(raw: string): string | null {
  const text = raw.normalize('NFC').trim();
  if (CONTROL.test(text)) return null;
  const length = [...text].length;
  if (length < 1 || length > MAX_AUDIO_TEXT_LENGTH || !SPEAKABLE.test(text)) return null;
  return text.replace(/\s+/gu, ' ');
}
