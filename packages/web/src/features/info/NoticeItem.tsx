/** One row of the info tab: a notice (with inline accept/refuse for a friend request or a team invite) or a system news item. */
import type { NewsItem, Notice } from '@qfl/core';
import List from 'antd-mobile/es/components/list';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { currentLanguage } from '../../i18n';
import { RequestActions } from '../friends/RequestActions';
import { UserAvatar, usePublicName } from '../friends/UserAvatar';
import { InviteActions } from '../teams/InviteActions';
import { noticeView } from './notice-view';
import { newsPath } from './paths';

const when = (ms: number) => new Date(ms).toLocaleString(undefined, { dateStyle: 'short', timeStyle: 'short' });

function Dot({ on }: { on: boolean }) {
  const { t } = useTranslation();
  return on ? <span className="info-dot" role="img" aria-label={t('info.unread')} data-testid="info-unread-dot" /> : null;
}

export function NoticeRow({ notice, onOpen }: { notice: Notice; onOpen: (n: Notice) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const name = usePublicName(notice.actor);
  const view = noticeView(notice, t, currentLanguage(), name);
  const status = notice.kind === 'friend_request' ? notice.requestStatus : null;
  return (
    <List.Item
      prefix={
        <span className="info-prefix">
          <Dot on={!notice.read} />
          {notice.actor ? <UserAvatar user={notice.actor} size={36} /> : <span className="info-icon">✉</span>}
        </span>
      }
      description={
        <>
          {view.detail && <span className="info-detail">{view.detail}</span>}
          <span className="info-time">{when(notice.createdAt)}</span>
        </>
      }
      extra={
        notice.kind === 'team_invite' ? (
          <InviteActions inviteId={Number(notice.refId)} testId={`info-team-invite-${notice.refId}`} />
        ) : status === 'pending' ? (
          <RequestActions requestId={Number(notice.refId)} testId={`info-request-${notice.refId}`} />
        ) : status ? (
          <span className="muted">{t(`info.requestStatus.${status}`)}</span>
        ) : undefined
      }
      arrowIcon={view.to !== null && status !== 'pending'}
      onClick={() => {
        onOpen(notice);
        if (view.to) navigate(view.to);
      }}
      data-testid={`notice-${notice.kind}`}
      data-read={notice.read ? 'true' : 'false'}
    >
      {view.text}
    </List.Item>
  );
}

export function NewsRow({ item }: { item: NewsItem }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <List.Item
      prefix={
        <span className="info-prefix">
          <Dot on={!item.read} />
          <span className="info-icon info-icon--news">i</span>
        </span>
      }
      description={
        <>
          <span className="info-tag">{t('info.newsTag')}</span>
          <span className="info-time">{when(item.publishedAt)}</span>
        </>
      }
      onClick={() => navigate(newsPath(item.id))}
      data-testid={`news-${item.kind}`}
      data-read={item.read ? 'true' : 'false'}
    >
      {item.title}
    </List.Item>
  );
}
