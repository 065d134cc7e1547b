/** "Add to my new-words book" on a quiz mistake. */
import { NewWordsToggle } from '../new-words/NewWordsToggle';

const LABELS = { on: 'dict.inNewWords', off: 'dict.addToNewWords' } as const;

export function MistakeNewWordsToggle({ entryId, initial }: { entryId: number; initial: boolean }) {
  return <NewWordsToggle entryId={entryId} initial={initial} labels={LABELS} starClassName="quiz-star" testId="quiz-mistake-new-words" />;
}
