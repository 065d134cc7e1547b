/** A task's title in the UI language, from its kind and target (the catalogue lives in @qfl/core). */
import type { TaskDefinition } from '@qfl/core';
import type { TFunction } from 'i18next';

export function taskTitle(t: TFunction, task: Pick<TaskDefinition, 'kind' | 'target'>): string {
  return t(`tasks.kind.${task.kind}`, { target: task.target });
}
