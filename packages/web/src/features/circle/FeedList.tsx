/** A feed of posts (the circle or my posts) with "load more" and honest empty and error states. */
import Button from 'antd-mobile/es/components/button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DelayedPlaceholder } from '../../components/DelayedPlaceholder';
import { EmptyState } from '../../components/EmptyState';
import { useCircleFeed } from './api/circle';
import { PostCard } from './PostCard';

export function FeedList({ scope, empty }: { scope: 'all' | 'mine'; empty: { title: string; hint: string; action?: ReactNode } }) {
  const { t } = useTranslation();
  const feed = useCircleFeed(scope);
  if (feed.isPending) return <DelayedPlaceholder kind="loading" />;
  if (feed.isError) return <DelayedPlaceholder kind="error" onRetry={() => void feed.refetch()} />;
  const posts = feed.data.pages.flatMap((p) => p.items);
  if (posts.length === 0) return <EmptyState title={empty.title} hint={empty.hint} action={empty.action} testId="circle-empty" />;
  return (
    <>
      {posts.map((post) => (
        <PostCard key={post.id} post={post} />
      ))}
      {feed.hasNextPage && (
        <Button block loading={feed.isFetchingNextPage} onClick={() => void feed.fetchNextPage()} data-testid="circle-more">
          {t('circle.more')}
        </Button>
      )}
    </>
  );
}
