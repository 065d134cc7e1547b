/** The first items of a preview as they will appear in the book (text, reading, part of speech, meanings, example). */
import type { UploadItemView } from '@qfl/core';
import { useTranslation } from 'react-i18next';

export function PreviewItem({ item, simple }: { item: UploadItemView; simple: boolean }) {
  const { t } = useTranslation();
  const reading = [item.reading, item.pron].filter(Boolean).join(' · ');
  return (
    <li className="up-item" data-testid="upload-preview-item" data-found={item.found}>
      <div className="up-item__head">
        <span className="up-item__text">{item.text}</span>
        {reading && <span className="up-item__reading">{reading}</span>}
        {item.pos && <span className="tag">{item.pos}</span>}
        {simple && !item.found && <span className="tag tag--warning">{t('upload.preview.notInDictionary')}</span>}
      </div>
      {item.meanings.length > 0 && <p className="up-item__meanings">{item.meanings.join('；')}</p>}
      {item.translation && !item.meanings.includes(item.translation) && <p className="up-item__meanings">{item.translation}</p>}
      {item.example && (
        <p className="up-item__example">
          {item.example.text}
          {item.example.translation && <span className="muted"> — {item.example.translation}</span>}
        </p>
      )}
    </li>
  );
}
