/** Live vocabulary battles: scoring, ratings and quick-match pairing (pure). */
export * from './matchmaker.js';
export * from './rating.js';
export * from './scoring.js';
