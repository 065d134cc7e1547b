/**
 * A thin progress bar (no antd chunk: the study tab's card uses it too) with its figures; a task
 * that cannot be done this period (nothing was due when the day began) says so instead.
 */
import { useTranslation } from 'react-i18next';

export function TaskProgress({
  progress,
  target,
  completed,
  unavailable = false,
}: {
  progress: number;
  target: number;
  completed: boolean;
  unavailable?: boolean;
}) {
  const { t } = useTranslation();
  const percent = Math.round((Math.min(progress, target) / target) * 100);
  return (
    <div className="task-progress">
      <div className="task-progress__track" role="progressbar" aria-valuemin={0} aria-valuemax={target} aria-valuenow={progress}>
        <div className={`task-progress__bar${completed ? ' task-progress__bar--done' : ''}`} style={{ width: `${percent}%` }} />
      </div>
      <span
        className={`task-progress__figure${completed ? ' task-progress__figure--done' : !completed && unavailable ? ' task-progress__figure--note' : ''}`}
      >
        {completed ? t('tasks.done') : unavailable ? t('tasks.unavailable') : target > 1 ? `${progress}/${target}` : t('tasks.todo')}
      </span>
    </div>
  );
}
