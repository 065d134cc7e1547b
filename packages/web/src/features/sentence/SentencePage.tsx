/**
 * The sentence page (#/pages/sentence/index?id=<id>): the sentence with its words tappable (each
 * opens its dictionary page), audio, where it comes from, and "practise this sentence": a quick
 * self-check — read it, reveal the translation, say whether you understood it — written into the
 * one memory (POST /api/memory/reviews, source `practice`: the sentence's own card when it is in a
 * sentence book, else its word's card); and a link to dictate it.
 */
import { randomId } from '@qfl/core';
import Button from 'antd-mobile/es/components/button';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { isApiError } from '../../api/errors';
import { EmptyState } from '../../components/EmptyState';
import { NavBar } from '../../components/NavBar';
import { useGoBack } from '../../components/use-go-back';
import { AudioButton } from '../audio';
import { detailPath } from '../dict/paths';
import { formatDue } from '../study/format';
import { bookPath } from '../study/paths';
import { practiseSentence, type SentenceDetail, useSentenceQuery } from './api/sentences';
import { dictationHref } from '../dictation/paths';
import { SENTENCE_PATHS } from './paths';
import { SentenceText } from './SentenceText';
import './sentence.css';

export default function SentencePage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id');
  const goBack = useGoBack(SENTENCE_PATHS.search);
  const navigate = useNavigate();
  const sentence = useSentenceQuery(id, i18n.language);

  return (
    <div className="page" data-testid="page-sentence">
      <NavBar title={t('sentence.title')} onBack={goBack} />
      <main className="page__body">
        {id === null || sentence.isError ? (
          <EmptyState
            title={isApiError(sentence.error) && sentence.error.key ? sentence.error.message : t('sentence.notFound')}
            testId="sentence-not-found"
            action={
              <Link className="sentence-link-button" to={SENTENCE_PATHS.search}>
                {t('sentence.backToSearch')}
              </Link>
            }
          />
        ) : sentence.data ? (
          <SentenceView key={sentence.data.id} s={sentence.data} onWord={(entryId) => navigate(detailPath(entryId))} />
        ) : (
          <div className="sentence-card sentence-card--loading" aria-busy="true" />
        )}
      </main>
    </div>
  );
}

type Step = 'reading' | 'revealed' | 'saving' | 'done';

function SentenceView({ s, onWord }: { s: SentenceDetail; onWord(entryId: number): void }) {
  const { t, i18n } = useTranslation();
  const shownAt = useRef(Date.now());
  const [step, setStep] = useState<Step>('reading');
  const [result, setResult] = useState<{ knew: boolean; due: string | null } | null>(null);
  const [failed, setFailed] = useState(false);
  const canPractise = s.practice.itemId !== null || s.practice.entryId !== null;

  const answer = async (knew: boolean) => {
    setStep('saving');
    setFailed(false);
    try {
      const reply = (await practiseSentence({
        ...(s.practice.itemId !== null ? { itemId: s.practice.itemId } : { entryId: s.practice.entryId ?? undefined }),
        correct: knew,
        ms: Math.min(3_600_000, Date.now() - shownAt.current),
        requestId: randomId(24),
      })) as { card?: { due?: string } };
      setResult({ knew, due: reply.card?.due ?? null });
      setStep('done');
    } catch {
      setFailed(true);
      setStep('revealed');
    }
  };

  return (
    <>
      <section className="sentence-card">
        <SentenceText sentence={s} onWord={onWord} />
        <div className="sentence-card__tools">
          <AudioButton text={s.text} lang={s.lang} data-testid="sentence-audio" />
          <span className="muted">{t('sentence.tapWord')}</span>
        </div>
        {step === 'reading' && s.translation ? (
          <p className="sentence-card__hidden muted">{t('sentence.translationHidden')}</p>
        ) : s.translation ? (
          <p className="sentence-card__translation" lang={s.translationLang ?? undefined} data-testid="sentence-translation">
            {s.translation}
          </p>
        ) : null}
        <p className="sentence-card__source muted">
          {s.bookId !== null && s.bookTitle ? (
            <Link to={bookPath(s.bookId)}>{t('sentence.fromBook', { title: s.bookTitle })}</Link>
          ) : s.entryId !== null && s.headword ? (
            <Link to={detailPath(s.entryId)}>{t('sentence.fromExample', { word: s.headword })}</Link>
          ) : null}
        </p>
      </section>

      {canPractise && (
        <section className="sentence-practice" data-testid="sentence-practice">
          <h2 className="sentence-practice__title">{t('sentence.practiseTitle')}</h2>
          {step === 'reading' && (
            <>
              <p className="muted">{t('sentence.practiseHint')}</p>
              <Button block color="primary" onClick={() => setStep('revealed')} data-testid="sentence-reveal">
                {s.translation ? t('sentence.reveal') : t('sentence.ready')}
              </Button>
            </>
          )}
          {(step === 'revealed' || step === 'saving') && (
            <>
              <p className="muted">{t('sentence.didYouKnow')}</p>
              <div className="sentence-practice__answers">
                <Button block color="primary" loading={step === 'saving'} onClick={() => void answer(true)} data-testid="sentence-knew">
                  {t('sentence.knew')}
                </Button>
                <Button block fill="outline" disabled={step === 'saving'} onClick={() => void answer(false)} data-testid="sentence-didnt">
                  {t('sentence.didnt')}
                </Button>
              </div>
              {failed && <p className="sentence-error">{t('sentence.saveFailed')}</p>}
            </>
          )}
          {step === 'done' && result && (
            <p className="sentence-practice__done" data-testid="sentence-practised">
              {result.knew ? t('sentence.savedKnew') : t('sentence.savedDidnt')}{' '}
              {result.due
                ? t('sentence.nextReview', { when: formatDue(result.due, Date.now(), i18n.language) ?? t('sentence.soon') })
                : null}
            </p>
          )}
          {/* Dictation takes a sentence of a sentence book (an example without one has no item to dictate). */}
          {s.practice.itemId !== null && (
            <Link className="sentence-link-button" to={dictationHref({ sentence: s.practice.itemId })} data-testid="sentence-dictation">
              {t('sentence.dictate')}
            </Link>
          )}
        </section>
      )}
    </>
  );
}
