/**
 * Tasks: today's and this week's goals (learner day and week, renewed at the rollover hour) with
 * progress and points, followed ones first; the star follows or unfollows a task. Opening the
 * page credits tasks that just completed.
 */
import type { TaskPeriod, TaskWithProgress } from '@qfl/core';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../app/paths';
import { DelayedPlaceholder } from '../../components/DelayedPlaceholder';
import { NavBar } from '../../components/NavBar';
import { toast } from '../../components/toast';
import { useGoBack } from '../../components/use-go-back';
import { useSaveCareMutation, useTodayTasksQuery } from './api/tasks';
import { TaskRow } from './TaskRow';
import './tasks.css';

function TaskSection({ period, items, hour }: { period: TaskPeriod; items: TaskWithProgress[]; hour: number }) {
  const { t } = useTranslation();
  const save = useSaveCareMutation();
  const care = (key: string, on: boolean) =>
    save.mutate({ taskKey: key, care: on }, { onSuccess: () => toast(on ? t('tasks.followed') : t('tasks.unfollowed')) });
  const done = items.filter((i) => i.completed).length;
  return (
    <section className="card card--flush" data-testid={`tasks-${period}`}>
      <div className="tasks__header">
        <h2 className="card__title">{period === 'daily' ? t('tasks.daily') : t('tasks.weekly')}</h2>
        <span className="tasks__count">{t('tasks.doneCount', { done, total: items.length })}</span>
      </div>
      <p className="muted tasks__reset">{period === 'daily' ? t('tasks.resetDaily', { hour }) : t('tasks.resetWeekly', { hour })}</p>
      <ul className="task-list">
        {items.map((task) => (
          <TaskRow key={task.key} task={task} onCare={(on) => care(task.key, on)} busy={save.isPending} />
        ))}
      </ul>
    </section>
  );
}

export default function TaskPage() {
  const { t } = useTranslation();
  const back = useGoBack(PATHS.study);
  const tasks = useTodayTasksQuery();
  return (
    <div className="page" data-testid="page-tasks">
      <NavBar title={t('tasks.title')} onBack={back} />
      <main className="page__body">
        {tasks.isPending ? (
          <DelayedPlaceholder kind="loading" />
        ) : tasks.isError ? (
          <DelayedPlaceholder kind="error" message={t('tasks.loadFailed')} onRetry={() => void tasks.refetch()} />
        ) : (
          <>
            <p className="muted tasks__hint">{t('tasks.hint')}</p>
            <TaskSection period="daily" hour={tasks.data.rolloverHour} items={tasks.data.items.filter((i) => i.period === 'daily')} />
            <TaskSection period="weekly" hour={tasks.data.rolloverHour} items={tasks.data.items.filter((i) => i.period === 'weekly')} />
          </>
        )}
      </main>
    </div>
  );
}
