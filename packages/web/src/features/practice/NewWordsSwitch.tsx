/** A compact "add to new words" toggle for the word of a card or an answered item (`PUT /api/dict/entries/:id/new-words`). */
import StarFill from 'antd-mobile-icons/es/StarFill';
import StarOutline from 'antd-mobile-icons/es/StarOutline';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toast';
import { setNewWords } from '../dict/api/dictionary';
import './new-words-switch.css';

interface NewWordsSwitchProps {
  entryId: number;
  on: boolean;
  onChange(on: boolean): void;
}

export function NewWordsSwitch({ entryId, on, onChange }: NewWordsSwitchProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const flip = async () => {
    setBusy(true);
    try {
      const { inNewWords } = await setNewWords(entryId, !on);
      onChange(inNewWords);
      toast(t(inNewWords ? 'dict.addedToNewWords' : 'dict.removedFromNewWords'));
    } catch {
      // The API client has already said why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className={`new-words-switch${on ? ' new-words-switch--on' : ''}`}
      aria-pressed={on}
      aria-busy={busy}
      disabled={busy}
      onClick={() => void flip()}
      data-testid="new-words-switch"
    >
      {on ? <StarFill /> : <StarOutline />}
      <span>{t(on ? 'practice.inNewWords' : 'practice.addNewWord')}</span>
    </button>
  );
}
