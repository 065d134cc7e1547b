/**
 * The upload page's steps: form → sending (one progress bar: upload, parse, check) → preview →
 * applying (the same bar, apply) → the new book's page. A failure goes back one step with the
 * form untouched; the API layer has already told the user why.
 */
import { randomId, type UploadPreview, uploadPreviewSchema } from '@qfl/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '../../api/errors';
import { toast } from '../../components/toast';
import { invalidateBooks } from '../books/api/books';
import { bookPath } from '../study/paths';
import { applyUpload, pollProgress, previewList, startFilePreview } from './api/upload';
import type { UploadFormState } from './form-state';
import { nextPercent, type Stage } from './progress';

export type Step = 'form' | 'sending' | 'preview' | 'applying';

export function useUploadFlow() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [step, setStep] = useState<Step>('form');
  const [stage, setStage] = useState<Stage>('upload');
  const [percent, setPercent] = useState(0);
  const [preview, setPreview] = useState<UploadPreview | null>(null);
  /** The server's localized reason for the last failure, shown whole above the form or the preview. */
  const [error, setError] = useState<string | null>(null);
  const failed = (e: unknown) => {
    if (isApiError(e) && e.kind === 'server' && e.serverMsg) setError(e.serverMsg);
  };
  const shown = useRef(0);

  const move = (next: Stage, done: number, total: number) => {
    shown.current = nextPercent(shown.current, next, done, total);
    setStage(next);
    setPercent(shown.current);
  };

  async function sendPreview(state: UploadFormState): Promise<void> {
    const key = randomId(24);
    shown.current = 0;
    setError(null);
    move('upload', 0, 1);
    setStep('sending');
    let keepAlive: () => void = () => undefined;
    const stop = pollProgress(key, (p) => {
      if (p.stage !== 'upload') move(p.stage, p.done, p.total);
      if (p.stage !== 'done' && p.stage !== 'failed') keepAlive();
    });
    try {
      let answer: UploadPreview | null;
      if (state.entry === 'file') {
        const handle = await startFilePreview(state, key, (loaded, total) => move('upload', loaded, total));
        keepAlive = handle?.keepAlive ?? keepAlive;
        answer = handle ? await handle.promise : null;
      } else {
        answer = await previewList(state, key);
      }
      // An answer that is not a preview (a proxy page, an old server) cannot be shown or applied.
      if (answer && !uploadPreviewSchema.safeParse(answer).success) {
        toast(t('uploadErrors.fileParseFailed'));
        answer = null;
      }
      setPreview(answer);
      setStep(answer ? 'preview' : 'form');
    } catch (e) {
      failed(e);
      setStep('form');
    } finally {
      stop();
    }
  }

  async function apply(): Promise<void> {
    if (!preview) return;
    setStep('applying');
    setError(null);
    move('apply', 0, 1);
    const stop = pollProgress(preview.uploadId, (p) => move(p.stage, p.done, p.total));
    try {
      const { bookId } = await applyUpload(preview.uploadId);
      move('done', 1, 1);
      toast(t('upload.applied'));
      void invalidateBooks(client);
      navigate(bookPath(bookId), { replace: true });
    } catch (e) {
      failed(e);
      setStep('preview');
    } finally {
      stop();
    }
  }

  const backToEdit = () => {
    setError(null);
    setPreview(null);
    setStep('form');
  };

  return { step, stage, percent, preview, error, sendPreview, apply, backToEdit };
}
