/**
 * The admins' reports (#/pages/admin/reports): open reports first (dismissed and actioned one tab
 * away), each with who reported whom, the reason, the reporter's words and the evidence as it was
 * when reported; dismiss, hide the evidence, or suspend the reported user for some days. Anyone
 * else sees an "admins only" empty state (the server refuses them the calls anyway).
 */
import Button from 'antd-mobile/es/components/button';
import CapsuleTabs from 'antd-mobile/es/components/capsule-tabs';
import Stepper from 'antd-mobile/es/components/stepper';
import Tag from 'antd-mobile/es/components/tag';
import { REPORT_STATUSES, type Report, type ReportStatus, SUSPEND_DAYS_MAX } from '@qfl/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../app/paths';
import { DelayedPlaceholder } from '../../components/DelayedPlaceholder';
import { EmptyState } from '../../components/EmptyState';
import { NavBar } from '../../components/NavBar';
import { toast } from '../../components/toast';
import { useGoBack } from '../../components/use-go-back';
import { useCurrentUser } from '../account/api/user';
import { LoadFailed } from '../study/LoadFailed';
import { decideReport, invalidateModeration, type ReportDecision, useReportsQuery } from './api/moderation';
import { formatTime, personName } from './format';
import '../study/study-common.css';
import './moderation.css';

function ReportCard({ report }: { report: Report }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [days, setDays] = useState(7);
  const [busy, setBusy] = useState<ReportDecision['action'] | null>(null);
  const decide = async (decision: ReportDecision) => {
    setBusy(decision.action);
    try {
      await decideReport(report.id, decision);
      toast(t(`moderation.reports.done.${decision.action}`));
      await invalidateModeration(client);
    } catch {
      // toasted by the API client (e.g. reports.alreadyHandled when another admin was faster)
    } finally {
      setBusy(null);
    }
  };
  const open = report.status === 'open';
  return (
    <li className="card mod-item" data-testid="report-item" data-report-id={report.id}>
      <div className="mod-item__head">
        <span>
          <span className="mod-item__who">{personName(t, report.reporter)}</span> →{' '}
          <span className="mod-item__who">{personName(t, report.user)}</span>
        </span>
        <time className="muted">{formatTime(report.createdAt)}</time>
      </div>
      <div className="mod-item__tags">
        <Tag color="danger" fill="outline">
          {t(`moderation.reasons.${report.reason}`)}
        </Tag>
        {report.evidence && <Tag fill="outline">{t(`moderation.kinds.${report.evidence.kind}`)}</Tag>}
        {report.evidence?.hidden && <Tag color="warning">{t('moderation.reports.hidden')}</Tag>}
        {report.user.suspendedUntil !== null && report.user.suspendedUntil > Date.now() && (
          <Tag color="warning" data-testid="report-suspended">
            {t('moderation.reports.suspendedUntil', { date: formatTime(report.user.suspendedUntil) })}
          </Tag>
        )}
        {(report.action === 'hide' || report.action === 'suspend') && (
          <Tag color="primary">{t(`moderation.reports.actions.${report.action}`)}</Tag>
        )}
      </div>
      {report.detail && <p className="mod-item__quote">{report.detail}</p>}
      {report.evidence?.text && (
        <p className="mod-item__quote" data-testid="report-evidence">
          {report.evidence.text}
        </p>
      )}
      {open && (
        <>
          <div className="mod-item__actions">
            <Button
              size="small"
              loading={busy === 'dismiss'}
              onClick={() => void decide({ action: 'dismiss' })}
              data-testid="report-dismiss"
            >
              {t('moderation.reports.dismiss')}
            </Button>
            {report.evidence && !report.evidence.hidden && (
              <Button
                size="small"
                color="warning"
                loading={busy === 'hide'}
                onClick={() => void decide({ action: 'hide' })}
                data-testid="report-hide"
              >
                {t('moderation.reports.hide')}
              </Button>
            )}
          </div>
          <div className="mod-suspend mod-item__actions">
            <span>{t('moderation.reports.days')}</span>
            <Stepper
              aria-label={t('moderation.reports.days')}
              min={1}
              max={SUSPEND_DAYS_MAX}
              digits={0}
              value={days}
              onChange={(v) => setDays(v || 1)}
              data-testid="report-days"
            />
            <Button
              size="small"
              color="danger"
              loading={busy === 'suspend'}
              onClick={() => void decide({ action: 'suspend', days })}
              data-testid="report-suspend"
            >
              {t('moderation.reports.suspend')}
            </Button>
          </div>
        </>
      )}
    </li>
  );
}

function ReportList({ status }: { status: ReportStatus }) {
  const { t } = useTranslation();
  const reports = useReportsQuery(status, true);
  if (reports.isError) return <LoadFailed query={reports} />;
  if (!reports.data) return <DelayedPlaceholder kind="loading" />;
  if (reports.data.length === 0) return <EmptyState title={t(`moderation.reports.empty.${status}`)} testId="reports-empty" />;
  return (
    <ul className="mod-list" data-testid="report-list">
      {reports.data.map((r) => (
        <ReportCard key={r.id} report={r} />
      ))}
    </ul>
  );
}

export default function AdminReportsPage() {
  const { t } = useTranslation();
  const goBack = useGoBack(PATHS.mine);
  const user = useCurrentUser();
  const [status, setStatus] = useState<ReportStatus>('open');
  return (
    <div className="page" data-testid="page-admin-reports">
      <NavBar title={t('moderation.reports.title')} onBack={goBack} />
      <main className="page__body">
        {user?.role !== 'admin' ? (
          <EmptyState title={t('moderation.adminsOnly')} testId="reports-admins-only" />
        ) : (
          <>
            <CapsuleTabs activeKey={status} onChange={(k) => setStatus(k as ReportStatus)} className="mod-tabs">
              {REPORT_STATUSES.map((s) => (
                <CapsuleTabs.Tab key={s} title={<span data-testid={`reports-tab-${s}`}>{t(`moderation.reports.status.${s}`)}</span>} />
              ))}
            </CapsuleTabs>
            <ReportList key={status} status={status} />
          </>
        )}
      </main>
    </div>
  );
}
