/** One task: title, points, progress, and a star to follow it (followed tasks come first). */
import type { TaskWithProgress } from '@qfl/core';
import StarFill from 'antd-mobile-icons/es/StarFill';
import StarOutline from 'antd-mobile-icons/es/StarOutline';
import { useTranslation } from 'react-i18next';
import { TaskProgress } from './TaskProgress';
import { taskTitle } from './task-text';

interface Props {
  task: TaskWithProgress;
  onCare?: (care: boolean) => void;
  busy?: boolean;
}

export function TaskRow({ task, onCare, busy }: Props) {
  const { t } = useTranslation();
  const title = taskTitle(t, task);
  return (
    <li
      className={`task${task.completed ? ' task--done' : ''}${task.unavailable ? ' task--unavailable' : ''}`}
      data-testid={`task-${task.key}`}
      data-completed={task.completed}
    >
      <div className="task__main">
        <div className="task__head">
          <span className="task__title">{title}</span>
          <span className="task__points">{t('tasks.points', { points: task.points })}</span>
        </div>
        <TaskProgress progress={task.progress} target={task.target} completed={task.completed} unavailable={task.unavailable} />
      </div>
      {onCare && (
        <button
          type="button"
          className={`task__care${task.cared ? ' task__care--on' : ''}`}
          aria-pressed={task.cared}
          aria-label={task.cared ? t('tasks.unfollow', { task: title }) : t('tasks.follow', { task: title })}
          disabled={busy}
          onClick={() => onCare(!task.cared)}
          data-testid={`task-care-${task.key}`}
        >
          {task.cared ? <StarFill /> : <StarOutline />}
        </button>
      )}
    </li>
  );
}
