/**
 * Study tab: greeting, today's words, daily test, progress (real points) and the books for
 * the user's learning language and level. Only real data; empty states say what is missing.
 */
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '../../app/paths';
import { EmptyState } from '../../components/EmptyState';
import { NavBar } from '../../components/NavBar';
import { useCurrentUser } from '../account/api/user';
import { DictEntryBar } from '../dict/DictEntryBar';
import { PointsStats } from '../points/PointsStats';
import { BookList } from './BookList';
import './study-tab.css';

function greetingKey(hour: number) {
  if (hour < 12) return 'study.greetingMorning' as const;
  return hour < 18 ? ('study.greetingAfternoon' as const) : ('study.greetingEvening' as const);
}

export default function StudyPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();

  return (
    <div className="page" data-testid="page-study">
      <NavBar title={t('tabs.study')} />
      <main className="page__body">
        <DictEntryBar />
        <section className="study__greeting">
          <h2 data-testid="study-greeting">{t(greetingKey(new Date().getHours()), { name: user?.nickname ?? '' })}</h2>
          {user?.learningLang && (
            <p className="muted">
              {t('study.learning', {
                lang: t(`langs.${user.learningLang}`),
                level: user.level ? t('common.levelN', { level: user.level }) : t('common.notSet'),
              })}
            </p>
          )}
        </section>
        <section className="card" data-testid="card-today-words">
          <h2 className="card__title">{t('study.todayWords')}</h2>
          <p className="muted">{t('study.todayWordsEmpty')}</p>
        </section>
        <section className="card" data-testid="card-daily-test">
          <h2 className="card__title">{t('study.dailyTest')}</h2>
          <p className="muted">{t('study.dailyTestEmpty')}</p>
        </section>
        <section className="card" data-testid="card-progress">
          <h2 className="card__title">{t('study.progress')}</h2>
          <div className="stats">
            <PointsStats
              labels={{ daily: t('study.pointsToday'), total: t('study.pointsTotal') }}
              testIds={{ daily: 'study-points-daily', total: 'study-points-total' }}
            />
          </div>
        </section>
        {user?.learningLang ? (
          <BookList lang={user.learningLang} level={user.level} />
        ) : (
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
      </main>
    </div>
  );
}
