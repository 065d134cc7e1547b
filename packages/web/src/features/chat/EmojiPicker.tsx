/** The emoji picker under the input: categories as tabs, emoji from `GET /emoji/list`. */
import { EMOJI_CATEGORIES, type EmojiCategory } from '@qfl/core';
import Tabs from 'antd-mobile/es/components/tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DelayedPlaceholder } from '../../components/DelayedPlaceholder';
import { useEmoji } from './api/chat';

export function EmojiPicker({ onPick }: { onPick: (char: string) => void }) {
  const { t } = useTranslation();
  const emoji = useEmoji();
  const [category, setCategory] = useState<EmojiCategory>('smileys');
  if (emoji.isError) return <DelayedPlaceholder kind="error" onRetry={() => void emoji.refetch()} delayMs={0} />;
  if (!emoji.data) return <DelayedPlaceholder kind="loading" />;
  return (
    <div className="chat-emoji" data-testid="chat-emoji-picker">
      <Tabs activeKey={category} onChange={(key) => setCategory(key as EmojiCategory)}>
        {EMOJI_CATEGORIES.map((c) => (
          <Tabs.Tab key={c} title={t(`chat.categories.${c}`)} />
        ))}
      </Tabs>
      <div className="chat-emoji__grid">
        {emoji.data.items
          .filter((e) => e.category === category)
          .map((e) => (
            <button
              key={e.char}
              type="button"
              className="chat-emoji__item"
              aria-label={e.name}
              title={e.name}
              onClick={() => onPick(e.char)}
              data-testid="chat-emoji"
            >
              {e.char}
            </button>
          ))}
      </div>
    </div>
  );
}
