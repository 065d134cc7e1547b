/** Edit one item of an own book in a bottom popup: its text and its translation (optional). */
import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import type { StudyWord } from '@qfl/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormRow } from '../upload/FormRow';

interface ItemEditPopupProps {
  item: StudyWord | null;
  professional: boolean;
  onClose(): void;
  onSave(text: string, translation: string | null): Promise<void>;
}

function ItemForm({ item, professional, onClose, onSave }: ItemEditPopupProps & { item: StudyWord }) {
  const { t } = useTranslation();
  const [text, setText] = useState(item.text);
  const [translation, setTranslation] = useState(professional ? (item.meanings[0] ?? '') : '');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    if (!text.trim()) {
      setError(t('myBooks.itemRequired'));
      return;
    }
    setSaving(true);
    try {
      await onSave(text.trim(), translation.trim() || null);
      onClose();
    } catch {
      // toasted by the API client; the popup stays open with what was typed
    } finally {
      setSaving(false);
    }
  };
  return (
    <div className="my-popup" data-testid="item-edit-popup">
      <h2 className="card__title">{t('myBooks.itemEdit')}</h2>
      <FormRow label={t('myBooks.itemText')} htmlFor="item-text" error={error}>
        <textarea
          id="item-text"
          className="up-textarea"
          rows={2}
          value={text}
          onChange={(e) => setText(e.target.value)}
          data-testid="item-text"
        />
      </FormRow>
      <FormRow
        label={t('myBooks.itemTranslation')}
        htmlFor="item-translation"
        hint={professional ? undefined : t('myBooks.translationSimpleHint')}
      >
        <textarea
          id="item-translation"
          className="up-textarea"
          rows={2}
          value={translation}
          onChange={(e) => setTranslation(e.target.value)}
          data-testid="item-translation"
        />
      </FormRow>
      <div className="my-popup__actions">
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button color="primary" loading={saving} onClick={() => void save()} data-testid="item-save">
          {t('myBooks.save')}
        </Button>
      </div>
    </div>
  );
}

export function ItemEditPopup(props: ItemEditPopupProps) {
  return (
    <Popup visible={props.item !== null} onMaskClick={props.onClose} bodyStyle={{ borderRadius: '12px 12px 0 0' }}>
      {props.item && <ItemForm key={props.item.itemId ?? props.item.text} {...props} item={props.item} />}
    </Popup>
  );
}
