/** URL of the server's speech for a text (GET /api/audio); equal texts give equal URLs, so the browser cache is shared. */
import type { Lang } from '@qfl/core';
import { API_BASE } from '../../api/base';
import { buildUrl } from '../../api/client';

/** Mirrors the server's normalization (trim, one space between words) that matters for the URL. */
export function speechText(text: string): string {
  return text.normalize('NFC').trim().replace(/\s+/gu, ' ');
}

export function audioUrl(text: string, lang: Lang, voice?: string, base: string = API_BASE): string {
  return buildUrl(base, '/api/audio', { text: speechText(text), lang, voice });
}
