/** Search results: headword, reading, short gloss and language; tapping one opens its detail. */
import type { DictSearchHit } from '@qfl/core';
import { LangTag } from './LangTag';

interface ResultListProps {
  hits: DictSearchHit[];
  onOpen(hit: DictSearchHit): void;
}

export function ResultList({ hits, onOpen }: ResultListProps) {
  return (
    <ul className="dict-list" data-testid="dict-results">
      {hits.map((hit) => (
        <li key={hit.id}>
          <button type="button" className="dict-hit" onClick={() => onOpen(hit)} data-testid="dict-result" data-match={hit.match}>
            <span className="dict-hit__head">
              <span className="dict-hit__word" lang={hit.lang}>
                {hit.headword}
              </span>
              {hit.reading && hit.reading !== hit.headword && (
                <span className="dict-hit__reading" lang={hit.lang}>
                  {hit.reading}
                </span>
              )}
              <LangTag lang={hit.lang} />
            </span>
            {hit.gloss && <span className="dict-hit__gloss">{hit.gloss}</span>}
          </button>
        </li>
      ))}
    </ul>
  );
}
