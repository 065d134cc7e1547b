/**
 * One tap puts a word into the new-words book and a second takes it out (a quiz mistake, a word
 * missed in a battle); the book and the word's detail refetch after. Each place keeps its own
 * labels, class names and test id.
 */
import Button from 'antd-mobile/es/components/button';
import StarFill from 'antd-mobile-icons/es/StarFill';
import StarOutline from 'antd-mobile-icons/es/StarOutline';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toast';
import { setNewWords } from '../dict/api/dictionary';
import { invalidateNewWords } from './api/new-words';

export interface NewWordsToggleProps {
  entryId: number;
  /** Whether the word is in the book already. */
  initial?: boolean;
  /** i18n keys of the label when the word is in the book, and when it is not. */
  labels: { on: ParseKeys; off: ParseKeys };
  className?: string;
  starClassName: string;
  testId: string;
}

export function NewWordsToggle({ entryId, initial = false, labels, className, starClassName, testId }: NewWordsToggleProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [on, setOn] = useState(initial);
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
      className={className}
      fill={on ? 'outline' : 'solid'}
      color={on ? 'default' : 'primary'}
      loading={toggle.isPending}
      aria-pressed={on}
      onClick={() => toggle.mutate(!on)}
      data-testid={testId}
    >
      <span className={starClassName}>
        {on ? <StarFill /> : <StarOutline />}
        {t(on ? labels.on : labels.off)}
      </span>
    </Button>
  );
}
