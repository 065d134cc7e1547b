/**
 * Today's words: due reviews (most forgotten first) and new words of the active book against
 * the daily limit, the first few words with their state, "review now" (a review session on the
 * practice screen, asked as the study settings say), "review by recall" (flashcards the learner
 * grades) and "learn new words" (the active book) or "choose a book".
 */
import Button from 'antd-mobile/es/components/button';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DICT_PATHS, detailPath } from '../dict/paths';
import { QueryView } from '../homes/QueryView';
import { useSafeNavigate } from '../homes/use-safe-navigate';
import { useStartSession } from '../homes/use-start-session';
import { currentLanguage } from '../../i18n';
import { bookTitle } from '../books/api/books';
import { startReview, type Today } from './api/today';
import { bookPath, STUDY_HOME_PATHS } from './paths';
import { WordStateChip } from './WordStateChip';
import { playerHref } from '../player/paths';

const SHOWN = 5;

function TodayBody({ today }: { today: Today }) {
  const { t } = useTranslation();
  const go = useSafeNavigate();
  const review = useStartSession();
  const book = today.activeBook;
  const words = today.items.slice(0, SHOWN);
  const nothingLeft = today.due === 0 && today.new === 0;
  return (
    <>
      <div className="stats today__stats">
        <div className="stat">
          <div className="stat__value" data-testid="today-due">
            {today.due}
          </div>
          <div className="stat__label">{t('studyHome.due')}</div>
        </div>
        <div className="stat">
          <div className="stat__value" data-testid="today-new">
            {today.newToday}
            <span className="today__limit"> / {today.dailyNew}</span>
          </div>
          <div className="stat__label">{t('studyHome.newToday')}</div>
        </div>
      </div>
      <p className="muted today__book" data-testid="today-book">
        {book ? t('studyHome.activeBook', { title: bookTitle(book, currentLanguage()) }) : t('studyHome.noActiveBook')}
        {today.reviewedToday > 0 && ` · ${t('studyHome.reviewedToday', { count: today.reviewedToday })}`}
      </p>
      {words.length > 0 ? (
        <ul className="today__words">
          {words.map((word) => (
            <li key={`${word.entryId}-${word.itemId}`} data-testid="today-word">
              <button
                type="button"
                className="today__word"
                disabled={word.entryId === null}
                onClick={() => word.entryId !== null && go(detailPath(word.entryId, DICT_PATHS.word))}
              >
                <span className="today__text" lang={word.lang}>
                  {word.text}
                </span>
                <span className="today__meaning" lang={word.meaningsLang ?? undefined}>
                  {word.meanings[0] ?? ''}
                </span>
                <WordStateChip word={word} due={word.reason === 'due'} />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted" data-testid="today-empty">
          {book ? (nothingLeft ? t('studyHome.allDone') : t('studyHome.nothingListed')) : t('studyHome.chooseBookHint')}
        </p>
      )}
      {today.items.length > SHOWN && <p className="muted">{t('studyHome.more', { count: today.items.length - SHOWN })}</p>}
      <div className="today__actions">
        {today.due > 0 && (
          <Button color="primary" loading={review.pending} onClick={() => review.start(() => startReview())} data-testid="today-review">
            {t('studyHome.reviewNow', { count: today.due })}
          </Button>
        )}
        {today.due > 0 && (
          <Button
            disabled={review.pending}
            onClick={() => review.start(() => startReview(undefined, 'recall'))}
            data-testid="today-review-recall"
          >
            {t('studyHome.reviewRecall')}
          </Button>
        )}
        {today.items.length > 0 && (
          <Button onClick={() => go(playerHref({ source: 'today' }))} data-testid="today-listen">
            {t('player.openToday')}
          </Button>
        )}
        {book ? (
          <Button color={today.due > 0 ? 'default' : 'primary'} onClick={() => go(bookPath(book.id))} data-testid="today-learn">
            {t('studyHome.learnNew')}
          </Button>
        ) : (
          <Button color="primary" onClick={() => go(STUDY_HOME_PATHS.bookChoose)} data-testid="today-choose-book">
            {t('studyHome.chooseBook')}
          </Button>
        )}
      </div>
    </>
  );
}

export function TodayWordsCard({ today }: { today: UseQueryResult<Today> }) {
  const { t } = useTranslation();
  return (
    <section className="card" data-testid="card-today-words">
      <h2 className="card__title">{t('study.todayWords')}</h2>
      <QueryView query={today} testId="today-failed">
        {(data) => <TodayBody today={data} />}
      </QueryView>
    </section>
  );
}
