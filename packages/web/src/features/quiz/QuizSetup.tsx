/**
 * Quiz setup: where the words come from (a book — the active one by default —, a level, or my
 * new words) and how many questions (10, 20, 30). Too few words answers `study.notEnoughWords`,
 * shown here in the UI language.
 */
import { MAX_LEVEL, MIN_LEVEL, QUIZ_SIZES, type StudySession } from '@qfl/core';
import Button from 'antd-mobile/es/components/button';
import Selector from 'antd-mobile/es/components/selector';
import Stepper from 'antd-mobile/es/components/stepper';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasErrorKey } from '../../api/errors';
import { currentLanguage } from '../../i18n';
import { useSession } from '../../session/store';
import { bookTitle, useBooksQuery } from '../books/api/books';
import { failureText } from '../homes/failure';
import { levelKey } from '../settings/options';
import { useTodayQuery } from '../study-tab/api/today';
import { createQuiz, QUIZ_SOURCES, type QuizSetup as Setup, type QuizSource } from './api/quiz';

interface Props {
  initial: Setup;
  onStarted: (session: StudySession, setup: Setup) => void;
}

function tagged(label: string, testId: string) {
  return <span data-testid={testId}>{label}</span>;
}

export function QuizSetup({ initial, onStarted }: Props) {
  const { t } = useTranslation();
  const user = useSession((s) => s.userInfo);
  const today = useTodayQuery();
  const books = useBooksQuery({ lang: user?.learningLang ?? null, level: user?.level ?? null });
  const active = today.data?.activeBook ?? null;
  const [from, setFrom] = useState<QuizSource>(initial.from);
  const [bookId, setBookId] = useState<number | undefined>(initial.bookId);
  const [level, setLevel] = useState(initial.level ?? user?.level ?? MIN_LEVEL);
  const [size, setSize] = useState(initial.size);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  // Article books have no words to ask about.
  const bookOptions = [...(active ? [active] : []), ...(books.data ?? []).filter((b) => b.id !== active?.id)].filter(
    (b) => b.type !== 'article',
  );
  const chosenBook = bookId ?? active?.id ?? bookOptions[0]?.id;

  const start = async () => {
    const setup: Setup = { from, size, ...(from === 'book' ? { bookId: chosenBook } : {}), ...(from === 'level' ? { level } : {}) };
    if (from === 'book' && setup.bookId === undefined) return setError(t('quiz.chooseBookFirst'));
    setError(null);
    setPending(true);
    try {
      onStarted(await createQuiz(setup), setup);
    } catch (failure) {
      if (hasErrorKey(failure, 'study.notEnoughWords')) setError(t('quiz.notEnoughWords', { min: failure.params?.min ?? 4 }));
      else setError(failureText(failure, t));
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="quiz-setup" data-testid="quiz-setup">
      <section className="card">
        <h2 className="card__title">{t('quiz.from')}</h2>
        <Selector
          columns={3}
          value={[from]}
          onChange={(v) => v[0] && setFrom(v[0])}
          options={QUIZ_SOURCES.map((s) => ({ value: s, label: tagged(t(`quiz.sources.${s}`), `quiz-from-${s}`) }))}
        />
        {from === 'book' && (
          <div className="quiz-setup__detail">
            {bookOptions.length === 0 ? (
              <p className="muted" data-testid="quiz-no-books">
                {books.isPending || today.isPending ? t('common.loading') : t('quiz.noBooks')}
              </p>
            ) : (
              <Selector
                columns={1}
                className="quiz-setup__books"
                value={chosenBook === undefined ? [] : [chosenBook]}
                onChange={(v) => v[0] !== undefined && setBookId(v[0])}
                options={bookOptions.map((b) => ({
                  value: b.id,
                  label: tagged(bookTitle(b, currentLanguage()), `quiz-book-${b.id}`),
                  description:
                    b.id === active?.id
                      ? t('quiz.activeBook')
                      : t(b.type === 'sentence' ? 'quiz.bookSentences' : 'quiz.bookWords', { count: b.itemCount }),
                }))}
              />
            )}
          </div>
        )}
        {from === 'level' && (
          <div className="quiz-setup__detail">
            <Stepper
              min={MIN_LEVEL}
              max={MAX_LEVEL}
              digits={0}
              value={level}
              onChange={(v) => setLevel(v ?? MIN_LEVEL)}
              data-testid="quiz-level"
            />
            <p className="muted">{t(`levels.${levelKey(level)}.name`)}</p>
          </div>
        )}
        {from === 'new-words' && <p className="muted quiz-setup__detail">{t('quiz.newWordsHint')}</p>}
      </section>
      <section className="card">
        <h2 className="card__title">{t('quiz.size')}</h2>
        <Selector
          columns={3}
          value={[size]}
          onChange={(v) => v[0] && setSize(v[0])}
          options={QUIZ_SIZES.map((n) => ({ value: n, label: tagged(t('quiz.questions', { count: n }), `quiz-size-${n}`) }))}
        />
      </section>
      {error && (
        <p className="quiz-setup__error" role="alert" data-testid="quiz-error">
          {error}
        </p>
      )}
      <Button block color="primary" size="large" loading={pending} onClick={() => void start()} data-testid="quiz-start">
        {t('quiz.start')}
      </Button>
    </div>
  );
}
