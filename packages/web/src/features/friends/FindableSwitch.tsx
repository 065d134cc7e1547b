/** The privacy setting "others may find me by my exact phone number" (off until the user turns it on). */
import List from 'antd-mobile/es/components/list';
import Switch from 'antd-mobile/es/components/switch';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { invalidateFriends, setFindableByPhone, useShareCodeQuery } from './api/friends';

export function FindableSwitch() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const mine = useShareCodeQuery();
  const [saving, setSaving] = useState(false);
  const change = async (on: boolean) => {
    setSaving(true);
    try {
      await setFindableByPhone(on);
      await invalidateFriends(client);
    } catch {
      // The API client has shown the error; the switch keeps the saved value.
    } finally {
      setSaving(false);
    }
  };
  return (
    <List.Item
      description={t('friends.findableHint')}
      extra={
        <Switch
          checked={mine.data?.findableByPhone ?? false}
          loading={saving || mine.isPending}
          onChange={(on) => void change(on)}
          data-testid="friends-findable"
        />
      }
    >
      {t('friends.findable')}
    </List.Item>
  );
}
