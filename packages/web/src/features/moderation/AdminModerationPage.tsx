/**
 * The admins' moderation queue (#/pages/admin/moderation): texts and images published with a
 * `review` verdict (or queued by MODERATION_IMAGE_REVIEW), with what the provider found; approve
 * (keep) or hide each, or report its author (a report can end in a suspension). Anyone else sees
 * an "admins only" empty state.
 */
import Button from 'antd-mobile/es/components/button';
import CapsuleTabs from 'antd-mobile/es/components/capsule-tabs';
import Tag from 'antd-mobile/es/components/tag';
import { QUEUE_STATUSES, type QueueItem, type QueueStatus } from '@qfl/core';
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
import { decideQueueItem, invalidateModeration, useQueueQuery } from './api/moderation';
import { formatTime, personName } from './format';
import { ReportAction } from './ReportAction';
import '../study/study-common.css';
import './moderation.css';

function QueueCard({ item }: { item: QueueItem }) {
  const { t } = useTranslation();
  const me = useCurrentUser()?.id;
  const client = useQueryClient();
  const [busy, setBusy] = useState<'approve' | 'hide' | null>(null);
  const decide = async (decision: 'approve' | 'hide') => {
    setBusy(decision);
    try {
      await decideQueueItem(item.id, decision);
      toast(t(`moderation.queue.done.${decision}`));
      await invalidateModeration(client);
    } catch {
      // toasted by the API client
    } finally {
      setBusy(null);
    }
  };
  return (
    <li className="card mod-item" data-testid="queue-item" data-queue-id={item.id}>
      <div className="mod-item__head">
        <span className="mod-item__who">{item.user ? personName(t, item.user) : '—'}</span>
        <time className="muted">{formatTime(item.createdAt)}</time>
      </div>
      <div className="mod-item__tags">
        <Tag fill="outline">{t(`moderation.kinds.${item.targetKind}`)}</Tag>
        {item.labels.map((l) => (
          <Tag key={l} color="warning" fill="outline">
            {l}
          </Tag>
        ))}
      </div>
      {item.content && (
        <p className="mod-item__quote" data-testid="queue-content">
          {item.content}
        </p>
      )}
      {item.imageUrl && <img className="mod-item__image" src={item.imageUrl} alt={t(`moderation.kinds.${item.targetKind}`)} />}
      {item.status === 'open' && (
        <div className="mod-item__actions">
          {/* The queue keeps or hides content; a report of its author leads to a suspension. */}
          {item.user && item.user.id !== me && <ReportAction userId={item.user.id} variant="link" testId="queue-report" />}
          <Button size="small" color="warning" loading={busy === 'hide'} onClick={() => void decide('hide')} data-testid="queue-hide">
            {t('moderation.queue.hide')}
          </Button>
          <Button
            size="small"
            color="primary"
            loading={busy === 'approve'}
            onClick={() => void decide('approve')}
            data-testid="queue-approve"
          >
            {t('moderation.queue.approve')}
          </Button>
        </div>
      )}
    </li>
  );
}

function QueueList({ status }: { status: QueueStatus }) {
  const { t } = useTranslation();
  const queue = useQueueQuery(status, true);
  if (queue.isError) return <LoadFailed query={queue} />;
  if (!queue.data) return <DelayedPlaceholder kind="loading" />;
  if (queue.data.length === 0) return <EmptyState title={t(`moderation.queue.empty.${status}`)} testId="queue-empty" />;
  return (
    <ul className="mod-list" data-testid="queue-list">
      {queue.data.map((q) => (
        <QueueCard key={q.id} item={q} />
      ))}
    </ul>
  );
}

export default function AdminModerationPage() {
  const { t } = useTranslation();
  const goBack = useGoBack(PATHS.mine);
  const user = useCurrentUser();
  const [status, setStatus] = useState<QueueStatus>('open');
  return (
    <div className="page" data-testid="page-admin-moderation">
      <NavBar title={t('moderation.queue.title')} onBack={goBack} />
      <main className="page__body">
        {user?.role !== 'admin' ? (
          <EmptyState title={t('moderation.adminsOnly')} testId="queue-admins-only" />
        ) : (
          <>
            <CapsuleTabs activeKey={status} onChange={(k) => setStatus(k as QueueStatus)} className="mod-tabs">
              {QUEUE_STATUSES.map((s) => (
                <CapsuleTabs.Tab key={s} title={<span data-testid={`queue-tab-${s}`}>{t(`moderation.queue.status.${s}`)}</span>} />
              ))}
            </CapsuleTabs>
            <QueueList key={status} status={status} />
          </>
        )}
      </main>
    </div>
  );
}
