/** The engine's public shapes: its status, the settings it plays with, and what it tells its owner. */
import type { PlayerSettings } from '@qfl/core';
import type { AudioSource } from './step-audio';

export type EngineStatus = 'idle' | 'loading' | 'playing' | 'buffering' | 'paused' | 'ended';

export type EngineSettings = Pick<PlayerSettings, 'mode' | 'speed' | 'nativeSpeed' | 'inWordGapMs' | 'betweenGapMs' | 'loopCount'>;

export interface EngineListener {
  status(status: EngineStatus): void;
  /** The item now sounding (its turn, for progressive) and the pass. */
  item(index: number, pass: number): void;
  /** An item's audio failed: it is skipped. */
  failed(index: number): void;
  /** An item started sounding (for exposures and listening time). */
  heard(index: number): void;
}

export interface EngineDeps {
  /** Fetches one clip's bytes (the token, the speed and the format are the caller's business). */
  fetchAudio(source: AudioSource, signal: AbortSignal, attempt: number): Promise<{ bytes: ArrayBuffer; offset: number }>;
  listener: EngineListener;
}
