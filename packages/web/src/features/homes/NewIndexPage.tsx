/**
 * The first-run home of a new learner (#/pages/index/newindex): three steps to start — pick a
 * first book, take the vocabulary test, set a daily goal — and the way on to the study tab.
 */
import Button from 'antd-mobile/es/components/button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../app/paths';
import { NavBar } from '../../components/NavBar';
import { useSession } from '../../session/store';
import { useStudySettingsQuery } from '../study-settings/api/study-settings';
import { DailyGoalPicker } from '../study-settings/DailyGoalPicker';
import { STUDY_HOME_PATHS } from '../study-tab/paths';
import { useSafeNavigate } from './use-safe-navigate';
import './homes.css';

interface StepProps {
  n: number;
  title: string;
  hint: string;
  done?: boolean;
  testId: string;
  children: ReactNode;
}

function Step({ n, title, hint, done = false, testId, children }: StepProps) {
  const { t } = useTranslation();
  return (
    <section className="card home-step" data-testid={testId} data-done={done}>
      <div className="home-step__head">
        <span className={`home-step__n${done ? ' home-step__n--done' : ''}`} aria-hidden="true">
          {done ? '✓' : n}
        </span>
        <h2 className="card__title home-step__title">{title}</h2>
        {done && <span className="home-step__state">{t('homes.stepDone')}</span>}
      </div>
      <p className="muted">{hint}</p>
      <div className="home-step__body">{children}</div>
    </section>
  );
}

export default function NewIndexPage() {
  const { t } = useTranslation();
  const go = useSafeNavigate();
  const user = useSession((s) => s.userInfo);
  const settings = useStudySettingsQuery();
  const hasBook = (settings.data?.activeBookId ?? null) !== null;
  let n = 0;
  return (
    <div className="page" data-testid="page-newindex">
      <NavBar title={t('homes.newTitle')} />
      <main className="page__body">
        <section className="home-hero">
          <h2>{t('homes.newHeading')}</h2>
          <p className="muted">{t('homes.newIntro')}</p>
        </section>
        {!user?.learningLang && (
          <Step n={++n} title={t('homes.stepLanguage')} hint={t('homes.stepLanguageHint')} testId="step-language">
            <Button color="primary" onClick={() => go(PATHS.settings)} data-testid="newindex-settings">
              {t('homes.setLanguage')}
            </Button>
          </Step>
        )}
        <Step n={++n} title={t('homes.stepBook')} hint={t('homes.stepBookHint')} done={hasBook} testId="step-book">
          <Button
            color={hasBook ? 'default' : 'primary'}
            onClick={() => go(STUDY_HOME_PATHS.bookChoose)}
            data-testid="newindex-choose-book"
          >
            {hasBook ? t('homes.changeBook') : t('homes.chooseBook')}
          </Button>
        </Step>
        <Step n={++n} title={t('homes.stepTest')} hint={t('homes.stepTestHint')} testId="step-vocab-test">
          <Button onClick={() => go(STUDY_HOME_PATHS.vocabTest)} data-testid="newindex-vocab-test">
            {t('homes.takeTest')}
          </Button>
        </Step>
        <Step n={++n} title={t('homes.stepGoal')} hint={t('homes.stepGoalHint')} testId="step-goal">
          <DailyGoalPicker />
        </Step>
        <Button block color="primary" fill="outline" size="large" onClick={() => go(PATHS.study)} data-testid="newindex-go-study">
          {t('homes.goStudy')}
        </Button>
      </main>
    </div>
  );
}
