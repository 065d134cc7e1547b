/** One tap puts a missed word into the new-words book (and a second takes it out); the book and the word's detail refetch. */
import Button from 'antd-mobile/es/components/button';
import StarFill from 'antd-mobile-icons/es/StarFill';
import StarOutline from 'antd-mobile-icons/es/StarOutline';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toast';
import { setNewWords } from '../dict/api/dictionary';
import { invalidateNewWords } from '../new-words/api/new-words';

export function MissedWordToggle({ entryId }: { entryId: number }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [on, setOn] = useState(false);
  const toggle = useMutation({
    mutationFn: (next: boolean) => setNewWords(entryId, next),
    onSuccess: ({ inNewWords }) => {
      setOn(inNewWords);
      toast(t(inNewWords ? 'dict.addedToNewWords' : 'dict.removedFromNewWords'));
      void invalidateNewWords(client);
      void client.invalidateQueries({ queryKey: ['dict', 'entry', entryId] });
    },
  });
  return (
    <Button
      size="small"
      className="battle-missed__add"
      fill={on ? 'outline' : 'solid'}
      color={on ? 'default' : 'primary'}
      loading={toggle.isPending}
      aria-pressed={on}
      onClick={() => toggle.mutate(!on)}
      data-testid="battle-missed-add"
    >
      <span className="battle-missed__star">
        {on ? <StarFill /> : <StarOutline />}
        {t(on ? 'battle.inNewWords' : 'battle.addNewWord')}
      </span>
    </Button>
  );
}
