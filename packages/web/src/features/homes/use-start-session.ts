/**
 * Starting a practice session from a button: one request at a time, the session's practice
 * screen on success (the session primed in its cache), the failure worded with the home
 * messages (toast) otherwise.
 */
import type { StudySession } from '@qfl/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toast';
import { primeSession } from '../practice/api/sessions';
import { practicePath } from '../study-tab/paths';
import { failureText } from './failure';
import { useSafeNavigate } from './use-safe-navigate';

export function useStartSession(): { start: (create: () => Promise<StudySession>) => void; pending: boolean } {
  const { t } = useTranslation();
  const go = useSafeNavigate();
  const client = useQueryClient();
  const [pending, setPending] = useState(false);
  const start = (create: () => Promise<StudySession>) => {
    if (pending) return;
    setPending(true);
    create().then(
      (session) => {
        setPending(false);
        primeSession(client, session); // the practice screen plays it without fetching it again
        go(practicePath(session.id));
      },
      (error: unknown) => {
        setPending(false);
        const text = failureText(error, t);
        if (text) toast(text);
      },
    );
  };
  return { start, pending };
}
