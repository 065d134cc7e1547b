/**
 * Writing a post: text with a length counter (the spec's counting), up to 9 images (each uploads
 * at once with its progress; remove any), a place (choose-location page), publish.
 */
import { CIRCLE_LIMITS, IMAGE_ACCEPT, textLength } from '@qfl/core';
import Button from 'antd-mobile/es/components/button';
import EnvironmentOutline from 'antd-mobile-icons/es/EnvironmentOutline';
import ProgressBar from 'antd-mobile/es/components/progress-bar';
import TextArea from 'antd-mobile/es/components/text-area';
import { type ChangeEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { NavBar } from '../../components/NavBar';
import { toast } from '../../components/toast';
import { useGoBack } from '../../components/use-go-back';
import { uploadPostImage, useCreatePost } from './api/circle';
import { useDraft } from './draft-store';
import { CIRCLE_PATHS } from './paths';
import './circle.css';

let localIds = 0;

export default function PostComposerPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goBack = useGoBack(CIRCLE_PATHS.index);
  const draft = useDraft();
  const create = useCreatePost();
  const fileInput = useRef<HTMLInputElement>(null);
  const length = textLength(draft.text.trim());
  const uploading = draft.images.some((i) => !i.key && !i.failed);
  const ready = draft.images.filter((i) => i.key);
  const canPublish = (length > 0 || ready.length > 0) && length <= CIRCLE_LIMITS.textMax && !uploading && !create.isPending;

  const addFiles = (e: ChangeEvent<HTMLInputElement>) => {
    const files = [...(e.target.files ?? [])];
    e.target.value = '';
    const room = CIRCLE_LIMITS.images - useDraft.getState().images.length;
    if (files.length > room) toast(t('circle.tooManyImages', { max: CIRCLE_LIMITS.images }));
    for (const file of files.slice(0, Math.max(0, room))) {
      const id = `img-${++localIds}`;
      useDraft.getState().addImage({ id, preview: URL.createObjectURL(file), progress: 0, key: null, failed: false });
      const handle = uploadPostImage(file, (fraction) => useDraft.getState().updateImage(id, { progress: fraction }));
      handle.promise.then(
        (image) => useDraft.getState().updateImage(id, { key: image.key, progress: 1 }),
        () => useDraft.getState().updateImage(id, { failed: true }),
      );
    }
  };

  const publish = async () => {
    await create.mutateAsync({
      text: draft.text.trim(),
      imageKeys: ready.map((i) => i.key as string),
      ...(draft.place ? { place: draft.place } : {}),
    });
    useDraft.getState().clear();
    toast(t('circle.published'));
    navigate(CIRCLE_PATHS.index, { replace: true });
  };

  return (
    <div className="page" data-testid="page-circle-post">
      <NavBar title={t('circle.compose')} onBack={goBack} />
      <main className="page__body">
        <section className="card">
          <TextArea
            value={draft.text}
            onChange={draft.setText}
            placeholder={t('circle.textPlaceholder')}
            autoSize={{ minRows: 4, maxRows: 10 }}
            aria-label={t('circle.textPlaceholder')}
            data-testid="circle-post-text"
          />
          <p className={`circle-counter ${length > CIRCLE_LIMITS.textMax ? 'circle-counter--over' : ''}`} data-testid="circle-post-counter">
            {length}/{CIRCLE_LIMITS.textMax}
          </p>
          <div className="circle-grid circle-grid--3" data-testid="circle-post-uploads">
            {draft.images.map((img, index) => (
              <div key={img.id} className="circle-grid__cell circle-upload" data-testid={`circle-upload-${index}`}>
                <img src={img.preview} alt="" />
                {!img.key && !img.failed && (
                  <span className="circle-upload__progress">
                    <ProgressBar percent={Math.round(img.progress * 100)} />
                  </span>
                )}
                {img.failed && <span className="circle-upload__failed">{t('circle.uploadFailed')}</span>}
                {img.key && (
                  <span className="circle-upload__done" data-testid="circle-upload-done" role="img" aria-label={t('circle.uploaded')} />
                )}
                <button
                  type="button"
                  className="circle-upload__remove"
                  onClick={() => draft.removeImage(img.id)}
                  aria-label={t('circle.removeImage')}
                  data-testid={`circle-upload-remove-${index}`}
                >
                  ×
                </button>
              </div>
            ))}
            {draft.images.length < CIRCLE_LIMITS.images && (
              <button
                type="button"
                className="circle-grid__cell circle-upload__add"
                onClick={() => fileInput.current?.click()}
                data-testid="circle-add-image"
              >
                <span aria-hidden="true">+</span>
                <span className="muted">
                  {draft.images.length}/{CIRCLE_LIMITS.images}
                </span>
              </button>
            )}
          </div>
          <input
            ref={fileInput}
            type="file"
            accept={IMAGE_ACCEPT}
            multiple
            hidden
            onChange={addFiles}
            data-testid="circle-file-input"
            aria-label={t('circle.addImage')}
          />
          <div className="circle-place-row">
            <button
              type="button"
              className="circle-chip"
              onClick={() => navigate(CIRCLE_PATHS.chooseLocation)}
              data-testid="circle-choose-place"
            >
              <EnvironmentOutline aria-hidden="true" /> {draft.place ? draft.place.name : t('circle.addPlace')}
            </button>
            {draft.place && (
              <button type="button" className="circle-link" onClick={() => draft.setPlace(null)} data-testid="circle-place-clear">
                {t('circle.removePlace')}
              </button>
            )}
          </div>
        </section>
        <Button
          block
          color="primary"
          disabled={!canPublish}
          loading={create.isPending}
          onClick={() => void publish().catch(() => undefined)}
          data-testid="circle-publish"
        >
          {uploading ? t('circle.waitUploads') : t('circle.publish')}
        </Button>
      </main>
    </div>
  );
}
