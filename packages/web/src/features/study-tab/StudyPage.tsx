/**
 * Study tab: greeting, today's words, the daily test, reading history, tasks, progress, the
 * vocabulary test, exams, practice (dictation, pronunciation tests), quick tools, points, and the way to the new-words
 * book, the quiz, study settings and "my dictionaries" (uploaded books) with the upload page — all from one request (`GET /api/study/today`); the user
 * comes from the session store. A first-time learner is sent once to the home their identity
 * calls for (new learner or self learner).
 */
import Button from 'antd-mobile/es/components/button';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '../../app/paths';
import { EmptyState } from '../../components/EmptyState';
import { LazyCard } from '../../components/LazyCard';
import { NavBar } from '../../components/NavBar';
import { useSession } from '../../session/store';
import { useDisplayName } from '../account/Avatar';
import { DictEntryBar } from '../dict/DictEntryBar';
import { firstRunRedirect, rememberFirstRun } from '../homes/first-run';
import { useSafeNavigate } from '../homes/use-safe-navigate';
import { PointsStatsView } from '../points/PointsStats';
import { useTodayQuery } from './api/today';
import { DailyTestCard } from './DailyTestCard';
import { newWordsQuizPath, STUDY_HOME_PATHS } from './paths';
import { TodayWordsCard } from './TodayWordsCard';
import { UPLOAD_PATHS } from '../upload/paths';
import { PLAYER_PATH } from '../player/paths';
import './study-tab.css';

// Below the fold: loaded after the tab's first paint, in their own chunks (two requests: tasks and
// progress, which also carries the vocabulary estimate). A chunk that fails to load hides only its card.
const loadTasksCard = () => import('../tasks/TasksCard').then((m) => ({ default: m.TasksCard }));
const loadProgressCard = () => import('../progress/ProgressCard').then((m) => ({ default: m.ProgressCard }));
const loadVocabTestCard = () => import('../vocab-test/VocabTestCard').then((m) => ({ default: m.VocabTestCard }));
// Reading history (nothing shown before a first read), battles, exams, practice and quick tools load when
// scrolled near, so the tab's first load stays at three requests.
const loadReadingHistoryCard = () => import('../reading/ReadingHistoryCard');
const loadExamCard = () => import('../exam/ExamCard');
const loadPracticeCard = () => import('./PracticeCard');
const loadToolsCard = () => import('../tools/ToolsCard');
const loadBattleCard = () => import('../battle/BattleCard');

function greetingKey(hour: number) {
  if (hour < 12) return 'study.greetingMorning' as const;
  return hour < 18 ? ('study.greetingAfternoon' as const) : ('study.greetingEvening' as const);
}

function StudyShortcuts() {
  const { t } = useTranslation();
  const go = useSafeNavigate();
  const links = [
    { path: STUDY_HOME_PATHS.newWords, label: t('studyHome.newWordsBook'), testId: 'study-new-words' },
    { path: STUDY_HOME_PATHS.quiz, label: t('studyHome.quiz'), testId: 'study-quiz' },
    { path: newWordsQuizPath(), label: t('studyHome.quizNewWords'), testId: 'study-quiz-new-words' },
    { path: STUDY_HOME_PATHS.studySettings, label: t('studyHome.settings'), testId: 'study-settings' },
    { path: UPLOAD_PATHS.mine, label: t('studyHome.myBooks'), testId: 'study-my-books' },
    { path: UPLOAD_PATHS.index, label: t('studyHome.upload'), testId: 'study-upload' },
    { path: PLAYER_PATH, label: t('player.open'), testId: 'study-player' },
  ];
  return (
    <section className="card" data-testid="card-shortcuts">
      <h2 className="card__title">{t('studyHome.shortcuts')}</h2>
      <div className="shortcuts">
        {links.map((link) => (
          <Button key={link.testId} size="small" onClick={() => go(link.path)} data-testid={link.testId}>
            {link.label}
          </Button>
        ))}
      </div>
    </section>
  );
}

export default function StudyPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSession((s) => s.userInfo);
  const name = useDisplayName(user);
  const today = useTodayQuery();

  const redirect = user && today.data ? firstRunRedirect(today.data, user) : null;
  useEffect(() => {
    if (!redirect || !user) return;
    rememberFirstRun(user.id);
    navigate(redirect, { replace: true });
  }, [redirect, user, navigate]);

  return (
    <div className="page" data-testid="page-study">
      <NavBar title={t('tabs.study')} />
      <main className="page__body">
        <DictEntryBar />
        <section className="study__greeting">
          <h2 data-testid="study-greeting">{t(greetingKey(new Date().getHours()), { name })}</h2>
          {user?.learningLang && (
            <p className="muted">
              {t('study.learning', {
                lang: t(`langs.${user.learningLang}`),
                level: user.level ? t('common.levelN', { level: user.level }) : t('common.notSet'),
              })}
            </p>
          )}
        </section>
        {!user?.learningLang && (
          <section className="card" data-testid="card-setup">
            <EmptyState
              title={t('study.setupTitle')}
              hint={t('study.setupHint')}
              action={
                <Button color="primary" size="small" onClick={() => navigate(PATHS.settings)} data-testid="study-setup">
                  {t('study.setupAction')}
                </Button>
              }
            />
          </section>
        )}
        <TodayWordsCard today={today} />
        <DailyTestCard state={today.data?.dailyTest} failed={today.isError} />
        <LazyCard load={loadTasksCard} name="TasksCard" reserve={160} />
        <LazyCard load={loadProgressCard} name="ProgressCard" reserve={200} />
        <LazyCard load={loadVocabTestCard} name="VocabTestCard" reserve={120} />
        <LazyCard load={loadReadingHistoryCard} name="ReadingHistoryCard" whenVisible ready={!today.isPending} />
        <LazyCard load={loadBattleCard} name="BattleCard" whenVisible ready={!today.isPending} />
        <LazyCard load={loadExamCard} name="ExamCard" whenVisible ready={!today.isPending} />
        <LazyCard load={loadPracticeCard} name="PracticeCard" whenVisible ready={!today.isPending} />
        <LazyCard load={loadToolsCard} name="ToolsCard" whenVisible ready={!today.isPending} />
        <section className="card" data-testid="card-progress">
          <h2 className="card__title">{t('study.pointsTitle')}</h2>
          <div className="stats">
            <PointsStatsView
              points={today.data?.points}
              labels={{ daily: t('study.pointsToday'), total: t('study.pointsTotal') }}
              testIds={{ daily: 'study-points-daily', total: 'study-points-total' }}
            />
          </div>
        </section>
        <StudyShortcuts />
      </main>
    </div>
  );
}
