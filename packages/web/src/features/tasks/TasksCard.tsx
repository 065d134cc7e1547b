/** Study-tab card: the first three tasks (followed first) with progress, and a link to all tasks. */
import RightOutline from 'antd-mobile-icons/es/RightOutline';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useTodayTasksQuery } from './api/tasks';
import { TASK_PATHS } from './paths';
import { TaskRow } from './TaskRow';
import './tasks.css';

export function TasksCard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const tasks = useTodayTasksQuery();
  const top = tasks.data?.items.slice(0, 3) ?? [];
  return (
    <section className="card" data-testid="card-tasks">
      <div className="tasks__header tasks__header--card">
        <h2 className="card__title">{t('tasks.cardTitle')}</h2>
        <button type="button" className="tasks__all" onClick={() => navigate(TASK_PATHS.page)} data-testid="tasks-see-all">
          {t('tasks.seeAll')}
          <RightOutline />
        </button>
      </div>
      {tasks.isPending ? (
        <p className="muted">{t('common.loading')}</p>
      ) : tasks.isError ? (
        <p className="muted">{t('tasks.loadFailed')}</p>
      ) : (
        <ul className="task-list task-list--compact">
          {top.map((task) => (
            <TaskRow key={task.key} task={task} />
          ))}
        </ul>
      )}
    </section>
  );
}
