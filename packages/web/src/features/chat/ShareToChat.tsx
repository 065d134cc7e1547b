/** "Share to chat" for a word (detail page) or a book (book page): pick a friend or team, the card is sent. */
import { randomId } from '@qfl/core';
import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/errors';
import { toast } from '../../components/toast';
import { sendMessage } from './api/chat';
import { ContactsSheet } from './ContactsSheet';
import './chat.css';

export function ShareToChat({ kind, id, testId = 'share-to-chat' }: { kind: 'word' | 'book'; id: number; testId?: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" fill="outline" onClick={() => setOpen(true)} data-testid={testId}>
        {t('chat.share')}
      </Button>
      <ContactsSheet
        visible={open}
        title={t('chat.shareTitle')}
        onClose={() => setOpen(false)}
        onPick={(target) => {
          setOpen(false);
          sendMessage({ target, text: '', kind, refId: id, clientId: randomId(16) })
            .then(() => toast(t('chat.shared')))
            .catch((error: unknown) => toast(isApiError(error) ? error.message : t('chat.failed')));
        }}
      />
    </>
  );
}
