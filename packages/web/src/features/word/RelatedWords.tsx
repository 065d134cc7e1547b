/**
 * Synonyms, antonyms, equivalents and confusing words. Those the dictionary has (the entry's
 * `related` ids) are links to their own detail; the others are plain text. Without `related`
 * (an older server) every word is a link that looks itself up when tapped.
 */
import type { DictConfusing } from '@qfl/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from '../../components/toast';
import { lookupWord } from '../dict/api/dictionary';
import { LangTag } from '../dict/LangTag';
import { detailPath } from '../dict/paths';
import type { WordRef } from './entry-view';

type Related = Record<string, number> | undefined;

function useOpenWord(related: Related) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [busy, setBusy] = useState(false);
  const open = async (ref: WordRef) => {
    const known = related?.[`${ref.lang}:${ref.word}`];
    if (known !== undefined) {
      navigate(detailPath(known, pathname));
      return;
    }
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
  const linked = (ref: WordRef) => related === undefined || related[`${ref.lang}:${ref.word}`] !== undefined;
  return { open, linked };
}

interface WordLinksProps {
  title: string;
  refs: WordRef[];
  /** The entry's own language: other languages get a tag. */
  lang: string;
  related: Related;
  testId: string;
}

export function WordLinks({ title, refs, lang, related, testId }: WordLinksProps) {
  const { open, linked } = useOpenWord(related);
  if (refs.length === 0) return null;
  return (
    <section className="card">
      <h2 className="card__title">{title}</h2>
      <div className="word-chips">
        {refs.map((ref) => {
          const label = (
            <>
              <span lang={ref.lang}>{ref.word}</span>
              {ref.lang !== lang && <LangTag lang={ref.lang} />}
            </>
          );
          return linked(ref) ? (
            <button key={`${ref.lang}:${ref.word}`} type="button" className="word-chip" onClick={() => void open(ref)} data-testid={testId}>
              {label}
            </button>
          ) : (
            <span key={`${ref.lang}:${ref.word}`} className="word-chip word-chip--plain">
              {label}
            </span>
          );
        })}
      </div>
    </section>
  );
}

interface ConfusingProps {
  groups: DictConfusing[];
  headword: string;
  lang: string;
  related: Related;
}

export function ConfusingWords({ groups, headword, lang, related }: ConfusingProps) {
  const { t } = useTranslation();
  const { open, linked } = useOpenWord(related);
  if (groups.length === 0) return null;
  return (
    <section className="card">
      <h2 className="card__title">{t('dict.confusing')}</h2>
      {groups.map((group) => (
        <div key={group.words.join('|')} className="word-confusing">
          <div className="word-chips">
            {group.words.map((word) =>
              word !== headword && linked({ word, lang }) ? (
                <button
                  key={word}
                  type="button"
                  className="word-chip"
                  onClick={() => void open({ word, lang })}
                  data-testid="word-confusing"
                >
                  <span lang={lang}>{word}</span>
                </button>
              ) : (
                <span key={word} className={`word-chip ${word === headword ? 'word-chip--self' : 'word-chip--plain'}`} lang={lang}>
                  {word}
                </span>
              ),
            )}
          </div>
          {group.note && <p className="word-note">{group.note}</p>}
        </div>
      ))}
    </section>
  );
}
