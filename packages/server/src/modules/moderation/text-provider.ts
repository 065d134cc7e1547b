/**
 * The default text provider, offline. English through `obscenity` (its English dataset with the
 * recommended transformers: leetspeak, repeated letters, spacing).
 * TODO(issue 13, moderation helper): curated lists for zh, ja, ko, es with variants (spaces,
 * full-width letters, pinyin), `review` for borderline terms.
 */
import type { Lang } from '@qfl/core';
import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from 'obscenity';
import type { TextProvider, TextVerdict } from './types.js';

const english = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });

export class OfflineTextProvider implements TextProvider {
  check(text: string, _lang?: Lang): TextVerdict {
    if (english.hasMatch(text)) return { verdict: 'block', labels: ['profanity:en'] };
    return { verdict: 'pass', labels: [] };
  }
}
