/**
 * What one step speaks: the item's text in the learning language at the learner's speed, or its
 * translation at the native speed. The server renders the speed with the speech engine (pitch kept),
 * so the client asks for the right speed per side instead of changing the playback rate.
 */
import type { Lang, PlayerSettings, PlayerSide, PlaylistItem } from '@qfl/core';

export interface AudioSource {
  text: string;
  lang: Lang;
  speed: number;
}

export function stepSource(item: PlaylistItem, side: PlayerSide, settings: Pick<PlayerSettings, 'speed' | 'nativeSpeed'>): AudioSource {
  return side === 'word'
    ? { text: item.text, lang: item.lang, speed: settings.speed }
    : { text: item.translation, lang: item.translationLang, speed: settings.nativeSpeed };
}

/** One key per distinct clip: equal clips of different steps share one decoded buffer. */
export function audioKey(s: AudioSource): string {
  return `${s.lang}\u0001${s.speed}\u0001${s.text}`;
}
