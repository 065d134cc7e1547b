/** A bottom sheet of whom I can write to (friends, then teams); used to start a chat and to share. */
import Popup from 'antd-mobile/es/components/popup';
import List from 'antd-mobile/es/components/list';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../account/Avatar';
import { type ChatTarget, useContacts } from './api/chat';
import { peerName } from './chat-view';

export function ContactsSheet({
  visible,
  title,
  onClose,
  onPick,
}: {
  visible: boolean;
  title: string;
  onClose: () => void;
  onPick: (target: ChatTarget) => void;
}) {
  const { t } = useTranslation();
  const contacts = useContacts(visible);
  const friends = contacts.data?.friends ?? [];
  const teams = contacts.data?.teams ?? [];
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyStyle={{ maxHeight: '70vh', overflowY: 'auto' }}>
      <div className="chat-sheet" data-testid="chat-contacts">
        <h3 className="card__title">{title}</h3>
        {contacts.isPending ? (
          <p className="muted">{t('common.loading')}</p>
        ) : friends.length + teams.length === 0 ? (
          <p className="muted">{t('chat.noContacts')}</p>
        ) : null}
        {friends.length > 0 && (
          <List header={t('chat.friends')}>
            {friends.map((f) => (
              <List.Item
                key={f.id}
                prefix={<Avatar user={{ nickname: peerName(f, t), phone: '', avatarUrl: f.avatarUrl }} size={32} />}
                onClick={() => onPick({ withUserId: f.id })}
                data-testid="chat-contact"
                data-user={f.id}
              >
                {peerName(f, t)}
              </List.Item>
            ))}
          </List>
        )}
        {teams.length > 0 && (
          <List header={t('chat.teams')}>
            {teams.map((team) => (
              <List.Item key={team.id} onClick={() => onPick({ teamId: team.id })} data-testid="chat-contact-team" data-team={team.id}>
                {team.name}
              </List.Item>
            ))}
          </List>
        )}
      </div>
    </Popup>
  );
}
