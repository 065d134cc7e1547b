/**
 * "Report" for any user or content: opens a sheet with a reason (spam, abuse, sexual, hate,
 * other) and the reporter's own words, sends POST /jb/addUserJB, and toasts success (the server's
 * message on failure: the API client toasts it). Used by chat messages, circle posts and comments,
 * user cards and public books.
 */
import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import Selector from 'antd-mobile/es/components/selector';
import TextArea from 'antd-mobile/es/components/text-area';
import { REPORT_DETAIL_MAX, REPORT_REASONS, type ReportReason } from '@qfl/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toast';
import { sendReport } from './api/moderation';
import './moderation.css';

export interface ReportEvidence {
  kind: 'message' | 'post' | 'comment' | 'book' | 'image';
  id: string | number;
}

export interface ReportActionProps {
  userId: number;
  evidence?: ReportEvidence;
  /** How the trigger looks: a text button (default) or a small link. */
  variant?: 'button' | 'link';
  testId?: string;
}

export function ReportAction({ userId, evidence, variant = 'button', testId = 'report-action' }: ReportActionProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [detail, setDetail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setOpen(false);
    setError(null);
  };
  const submit = async () => {
    if (!reason) return setError(t('moderation.report.reasonRequired'));
    if (reason === 'other' && !detail.trim()) return setError(t('moderation.report.detailRequired'));
    setBusy(true);
    try {
      await sendReport({ userId, reason, ...(detail.trim() ? { detail: detail.trim() } : {}), ...(evidence ? { evidence } : {}) });
      toast(t('moderation.report.sent'));
      setReason(null);
      setDetail('');
      close();
    } catch {
      // the API client toasted the server's message (e.g. reports.rateLimited)
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {variant === 'link' ? (
        <button type="button" className="mod-report-link" onClick={() => setOpen(true)} data-testid={testId}>
          {t('moderation.report.action')}
        </button>
      ) : (
        <Button size="small" fill="outline" color="danger" onClick={() => setOpen(true)} data-testid={testId}>
          {t('moderation.report.action')}
        </Button>
      )}
      <Popup visible={open} onMaskClick={close} onClose={close} bodyStyle={{ borderRadius: '12px 12px 0 0' }} destroyOnClose>
        <div className="mod-sheet" data-testid="report-sheet">
          <h2 className="mod-sheet__title">{t('moderation.report.title')}</h2>
          <p className="muted">{t('moderation.report.hint')}</p>
          <Selector
            columns={2}
            options={REPORT_REASONS.map((r) => ({ label: t(`moderation.reasons.${r}`), value: r }))}
            value={reason ? [reason] : []}
            onChange={(v) => {
              setReason((v[0] as ReportReason | undefined) ?? null);
              setError(null);
            }}
            data-testid="report-reasons"
          />
          <TextArea
            className="mod-sheet__detail"
            placeholder={t('moderation.report.detailPlaceholder')}
            value={detail}
            onChange={(v) => {
              setDetail(v);
              setError(null);
            }}
            maxLength={REPORT_DETAIL_MAX}
            rows={3}
            showCount
            data-testid="report-detail"
          />
          {error && (
            <p className="mod-error" role="alert" data-testid="report-error">
              {error}
            </p>
          )}
          <div className="mod-sheet__actions">
            <Button onClick={close}>{t('moderation.cancel')}</Button>
            <Button color="danger" loading={busy} onClick={() => void submit()} data-testid="report-submit">
              {t('moderation.report.submit')}
            </Button>
          </div>
        </div>
      </Popup>
    </>
  );
}
