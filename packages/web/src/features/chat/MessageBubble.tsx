/**
 * One message: my bubbles on the right (with "sending", "not sent · resend", and "read" in a 1:1),
 * others' on the left with the sender (team chats) and "report". A shared word or book is a card
 * that opens it.
 */
import type { ChatMessage } from '@qfl/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../session/store';
import { DICT_PATHS, detailPath } from '../dict/paths';
import { ReportAction } from '../moderation/ReportAction';
import { bookPath } from '../study/paths';
import { pickMeaning, pickTitle, shortTime } from './chat-view';

export type Delivery = 'sent' | 'sending' | 'failed';

export function MessageBubble({
  message,
  mine,
  sender,
  delivery = 'sent',
  error,
  read,
  onRetry,
}: {
  message: ChatMessage;
  mine: boolean;
  /** Shown above others' bubbles in team chats. */
  sender?: string;
  delivery?: Delivery;
  error?: string;
  read?: boolean;
  onRetry?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const nativeLang = useSession((s) => s.userInfo?.nativeLang);
  const ref = message.ref;
  return (
    <div
      className={`chat-msg ${mine ? 'chat-msg--mine' : ''}`}
      data-testid="chat-message"
      data-id={message.id}
      data-mine={mine}
      data-delivery={delivery}
    >
      {sender && !mine && <div className="chat-msg__sender muted">{sender}</div>}
      <div className="chat-msg__bubble">
        {ref?.kind === 'word' && (
          <button
            type="button"
            className="chat-card"
            onClick={() => navigate(detailPath(ref.id, DICT_PATHS.word))}
            data-testid="chat-word-card"
          >
            <span className="chat-card__kind">{t('chat.wordCard')}</span>
            <strong className="chat-card__title" lang={ref.lang}>
              {ref.headword}
            </strong>
            {ref.reading && <span className="muted">{ref.reading}</span>}
            <span className="chat-card__body">{pickMeaning(ref.meanings, [nativeLang ?? '', i18n.language, 'en'])}</span>
          </button>
        )}
        {ref?.kind === 'book' && (
          <button type="button" className="chat-card" onClick={() => navigate(bookPath(ref.id))} data-testid="chat-book-card">
            <span className="chat-card__kind">{t('chat.bookCard')}</span>
            <strong className="chat-card__title">{pickTitle(ref.titles, i18n.language)}</strong>
            <span className="muted">{t('chat.bookItems', { count: ref.itemCount })}</span>
          </button>
        )}
        {message.text && <div className="chat-msg__text">{message.text}</div>}
      </div>
      <div className="chat-msg__meta muted">
        <span>{shortTime(message.createdAt)}</span>
        {mine && delivery === 'sending' && <span>{t('chat.sending')}</span>}
        {mine && delivery === 'sent' && read && <span data-testid="chat-read">{t('chat.read')}</span>}
        {mine && delivery === 'failed' && (
          <span className="chat-msg__failed" data-testid="chat-failed">
            {error ?? t('chat.failed')}{' '}
            <button type="button" className="chat-link" onClick={onRetry} data-testid="chat-retry">
              {t('chat.retry')}
            </button>
          </span>
        )}
        {!mine && (
          <ReportAction userId={message.senderId} evidence={{ kind: 'message', id: message.id }} variant="link" testId="chat-report" />
        )}
      </div>
    </div>
  );
}
