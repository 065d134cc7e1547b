/**
 * One post: author, time, text, image grid (tap: full-screen viewer), place chip (→ open-location),
 * like, the latest comments (the rest on demand, a page at a time: "more comments" loads older
 * ones), comment box, delete (mine, confirm), report.
 */
import { type CircleComment, type CirclePost, CIRCLE_LIMITS, textLength } from '@qfl/core';
import { personName } from '../friends/person-name';
import Button from 'antd-mobile/es/components/button';
import EnvironmentOutline from 'antd-mobile-icons/es/EnvironmentOutline';
import ImageViewer from 'antd-mobile/es/components/image-viewer';
import Input from 'antd-mobile/es/components/input';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { API_BASE } from '../../api/base';
import { confirmDelete } from '../../components/confirm';
import { ReportAction } from '../moderation/ReportAction';
import { loadedComments, useAddComment, useComments, useDeleteComment, useDeletePost, useLike } from './api/circle';
import { openLocationPath } from './paths';

const src = (path: string) => `${API_BASE}${path}`;

function Who({ user }: { user: CirclePost['author'] }) {
  const { t } = useTranslation();
  const name = personName(user, t);
  return (
    <span className="circle-post__who">
      <span className="circle-post__avatar" aria-hidden="true">
        {user.avatarUrl ? <img src={src(user.avatarUrl)} alt="" /> : [...name][0]?.toUpperCase()}
      </span>
      <span className="circle-post__name">{name}</span>
    </span>
  );
}

function CommentLine({ comment }: { comment: CircleComment }) {
  const { t } = useTranslation();
  const remove = useDeleteComment();
  return (
    <li className="circle-post__comment" data-testid={`circle-comment-${comment.id}`}>
      <strong>{personName(comment.author, t)}</strong>
      <span>: {comment.text}</span>
      <span className="circle-post__comment-actions">
        {comment.canDelete && (
          <button
            type="button"
            className="circle-link"
            onClick={() => void confirmDelete(() => remove.mutateAsync(comment.id), t('circle.deleteCommentConfirm'))}
            data-testid={`circle-comment-delete-${comment.id}`}
          >
            {t('circle.delete')}
          </button>
        )}
        <ReportAction userId={comment.author.id} evidence={{ kind: 'comment', id: comment.id }} variant="link" />
      </span>
    </li>
  );
}

export function PostCard({ post }: { post: CirclePost }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const like = useLike();
  const del = useDeletePost();
  const [showAll, setShowAll] = useState(false);
  const [text, setText] = useState('');
  const all = useComments(post.id, showAll);
  const add = useAddComment(post.id);
  const comments = (showAll ? loadedComments(all.data) : null) ?? post.comments;
  const length = textLength(text.trim());
  const images = post.images.map((i) => src(i.path));
  // The full-screen viewer is opened imperatively: it must not outlive the page that opened it.
  useEffect(() => () => ImageViewer.clear(), []);

  const send = () => {
    add.mutate(text.trim(), { onSuccess: () => setText('') });
  };

  return (
    <article className="card circle-post" data-testid={`circle-post-${post.id}`}>
      <header className="circle-post__head">
        <Who user={post.author} />
        <time className="muted" dateTime={new Date(post.createdAt).toISOString()}>
          {new Date(post.createdAt).toLocaleString(i18n.language, { dateStyle: 'short', timeStyle: 'short' })}
        </time>
      </header>
      {post.text && <p className="circle-post__text">{post.text}</p>}
      {images.length > 0 && (
        <div className={`circle-grid circle-grid--${Math.min(images.length, 3)}`} data-testid="circle-post-images">
          {images.map((url, index) => (
            <button
              type="button"
              key={url}
              className="circle-grid__cell"
              onClick={() => ImageViewer.Multi.show({ images, defaultIndex: index })}
              aria-label={t('circle.viewImage', { n: index + 1 })}
            >
              <img src={url} alt="" loading="lazy" />
            </button>
          ))}
        </div>
      )}
      {post.place && (
        <button
          type="button"
          className="circle-chip"
          onClick={() => navigate(openLocationPath(post.place as NonNullable<CirclePost['place']>))}
          data-testid="circle-post-place"
        >
          <EnvironmentOutline aria-hidden="true" /> {post.place.name}
        </button>
      )}
      <div className="circle-post__bar">
        <Button
          size="small"
          fill={post.liked ? 'solid' : 'outline'}
          color="primary"
          onClick={() => like.mutate({ postId: post.id, like: !post.liked })}
          data-testid="circle-like"
          aria-pressed={post.liked}
        >
          {post.liked ? t('circle.liked') : t('circle.like')} · {post.likeCount}
        </Button>
        <span className="muted" data-testid="circle-comment-count">
          {t('circle.commentCount', { n: post.commentCount })}
        </span>
        <span className="circle-post__spacer" />
        {post.mine ? (
          <button
            type="button"
            className="circle-link circle-link--danger"
            onClick={() => void confirmDelete(() => del.mutateAsync(post.id), t('circle.deletePostConfirm'))}
            data-testid="circle-post-delete"
          >
            {t('circle.delete')}
          </button>
        ) : (
          <ReportAction userId={post.author.id} evidence={{ kind: 'post', id: post.id }} variant="link" />
        )}
      </div>
      {/* Older comments load above the ones shown. */}
      {showAll && all.hasNextPage && (
        <button
          type="button"
          className="circle-link"
          disabled={all.isFetchingNextPage}
          onClick={() => void all.fetchNextPage()}
          data-testid="circle-comments-more"
        >
          {t('circle.moreComments')}
        </button>
      )}
      {comments.length > 0 && (
        <ul className="circle-post__comments" data-testid="circle-comments">
          {comments.map((c) => (
            <CommentLine key={c.id} comment={c} />
          ))}
        </ul>
      )}
      {!showAll && post.commentCount > post.comments.length && (
        <button type="button" className="circle-link" onClick={() => setShowAll(true)} data-testid="circle-comments-all">
          {t('circle.allComments', { n: post.commentCount })}
        </button>
      )}
      <div className="circle-post__reply">
        <Input
          value={text}
          onChange={setText}
          placeholder={t('circle.commentPlaceholder')}
          aria-label={t('circle.commentPlaceholder')}
          data-testid="circle-comment-input"
          onEnterPress={() => length > 0 && length <= CIRCLE_LIMITS.commentMax && send()}
        />
        <Button
          size="small"
          color="primary"
          disabled={length === 0 || length > CIRCLE_LIMITS.commentMax}
          loading={add.isPending}
          onClick={send}
          data-testid="circle-comment-send"
        >
          {t('circle.send')}
        </Button>
      </div>
      {length > CIRCLE_LIMITS.commentMax && (
        <p className="circle-counter circle-counter--over">
          {length}/{CIRCLE_LIMITS.commentMax}
        </p>
      )}
    </article>
  );
}
