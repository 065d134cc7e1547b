/** One tap puts a word missed in a battle into the new-words book (a second takes it out). */
import { NewWordsToggle } from '../new-words/NewWordsToggle';

const LABELS = { on: 'battle.inNewWords', off: 'battle.addNewWord' } as const;

export function MissedWordToggle({ entryId }: { entryId: number }) {
  return (
    <NewWordsToggle
      entryId={entryId}
      labels={LABELS}
      className="battle-missed__add"
      starClassName="battle-missed__star"
      testId="battle-missed-add"
    />
  );
}
