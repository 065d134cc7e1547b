/** Question generation for exams and reading answering (pure, deterministic per seed). */
export * from './builtin-exams.js';
export * from './reading.js';
export * from './rng.js';
export * from './timing.js';
export * from './types.js';
export * from './vocabulary.js';
