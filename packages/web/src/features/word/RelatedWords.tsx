/**
 * Synonyms, antonyms, equivalents and confusing words as links: a tap looks the word up and
 * opens its own detail, or says the dictionary does not have it.
 */
import type { DictConfusing } from '@qfl/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from '../../components/toast';
import { lookupWord } from '../dict/api';
import { LangTag } from '../dict/LangTag';
import { detailPath } from '../dict/paths';
import type { WordRef } from './entry-view';

function useOpenWord() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [busy, setBusy] = useState(false);
  const open = async (ref: WordRef) => {
    if (busy) return;
    setBusy(true);
    try {
      const id = await lookupWord(ref.word, ref.lang);
      if (id === null) toast(t('dict.notFound'));
      else navigate(detailPath(id, pathname));
    } catch {
      // The API client has already said what went wrong.
    } finally {
      setBusy(false);
    }
  };
  return open;
}

interface WordLinksProps {
  title: string;
  refs: WordRef[];
  /** The entry's own language: other languages get a tag. */
  lang: string;
  testId: string;
}

export function WordLinks({ title, refs, lang, testId }: WordLinksProps) {
  const open = useOpenWord();
  if (refs.length === 0) return null;
  return (
    <section className="card">
      <h2 className="card__title">{title}</h2>
      <div className="word-chips">
        {refs.map((ref) => (
          <button key={`${ref.lang}:${ref.word}`} type="button" className="word-chip" onClick={() => void open(ref)} data-testid={testId}>
            <span lang={ref.lang}>{ref.word}</span>
            {ref.lang !== lang && <LangTag lang={ref.lang} />}
          </button>
        ))}
      </div>
    </section>
  );
}

export function ConfusingWords({ groups, headword, lang }: { groups: DictConfusing[]; headword: string; lang: string }) {
  const { t } = useTranslation();
  const open = useOpenWord();
  if (groups.length === 0) return null;
  return (
    <section className="card">
      <h2 className="card__title">{t('dict.confusing')}</h2>
      {groups.map((group) => (
        <div key={group.words.join('|')} className="word-confusing">
          <div className="word-chips">
            {group.words.map((word) =>
              word === headword ? (
                <span key={word} className="word-chip word-chip--self" lang={lang}>
                  {word}
                </span>
              ) : (
                <button
                  key={word}
                  type="button"
                  className="word-chip"
                  onClick={() => void open({ word, lang })}
                  data-testid="word-confusing"
                >
                  <span lang={lang}>{word}</span>
                </button>
              ),
            )}
          </div>
          {group.note && <p className="word-note">{group.note}</p>}
        </div>
      ))}
    </section>
  );
}
