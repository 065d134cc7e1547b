/**
 * The preview (second step): what will be created (counts, groups of 20, dictionary coverage in
 * simple mode), the first items as they will look, and every problem with its row and column.
 * "Apply" keeps the good rows; "Back to edit" returns to the form as it was.
 */
import Button from 'antd-mobile/es/components/button';
import type { UploadPreview, UploadProblem } from '@qfl/core';
import { useTranslation } from 'react-i18next';
import { PreviewItem } from './PreviewItems';

interface PreviewViewProps {
  preview: UploadPreview;
  simple: boolean;
  busy: boolean;
  onApply(): void;
  onBack(): void;
}

function Stat({ value, label, testId }: { value: number; label: string; testId: string }) {
  return (
    <div className="stat" data-testid={testId}>
      <div className="stat__value">{value}</div>
      <div className="stat__label">{label}</div>
    </div>
  );
}

function ProblemRow({ problem }: { problem: UploadProblem }) {
  const { t } = useTranslation();
  return (
    <li className="up-problem" data-testid="upload-problem" data-skipped={problem.skipped}>
      <span className={`tag ${problem.skipped ? 'tag--danger' : 'tag--warning'}`}>
        {problem.skipped ? t('upload.preview.skipped') : t('upload.preview.kept')}
      </span>
      {/* The server's message names the row and column itself. */}
      <span className="up-problem__text">{problem.message}</span>
    </li>
  );
}

export function PreviewView({ preview, simple, busy, onApply, onBack }: PreviewViewProps) {
  const { t } = useTranslation();
  const { counts } = preview;
  return (
    <div className="up-preview" data-testid="upload-preview-view">
      <section className="card">
        <h2 className="card__title">{t('upload.preview.title')}</h2>
        <div className="stats">
          <Stat value={counts.items} label={t('upload.preview.items')} testId="upload-count-items" />
          <Stat value={counts.groups} label={t('upload.preview.groups')} testId="upload-count-groups" />
          <Stat value={counts.skipped} label={t('upload.preview.skippedCount')} testId="upload-count-skipped" />
          {simple ? (
            <Stat value={counts.notFound} label={t('upload.preview.notFound')} testId="upload-count-not-found" />
          ) : (
            <Stat value={counts.problems} label={t('upload.preview.problems')} testId="upload-count-problems" />
          )}
        </div>
        {simple && <p className="muted up-preview__note">{t('upload.preview.foundNote', { found: counts.found, items: counts.items })}</p>}
      </section>
      {preview.items.length > 0 && (
        <section className="card">
          <h2 className="card__title">{t('upload.preview.firstItems', { count: preview.items.length })}</h2>
          <ul className="up-items">
            {preview.items.map((item) => (
              <PreviewItem key={item.position} item={item} simple={simple} />
            ))}
          </ul>
        </section>
      )}
      <section className="card" data-testid="upload-problems">
        <h2 className="card__title">{t('upload.preview.problemsHeading')}</h2>
        {preview.problems.length === 0 ? (
          <p className="muted">{t('upload.preview.noProblems')}</p>
        ) : (
          <ul className="up-problems">
            {preview.problems.map((p) => (
              <ProblemRow key={`${p.code}-${p.row}-${p.column}-${p.message}`} problem={p} />
            ))}
          </ul>
        )}
        {counts.problems > preview.problems.length && (
          <p className="muted">{t('upload.preview.moreProblems', { count: counts.problems, shown: preview.problems.length })}</p>
        )}
      </section>
      <div className="action-bar up-actions">
        <Button onClick={onBack} disabled={busy} data-testid="upload-back-to-edit">
          {t('upload.preview.backToEdit')}
        </Button>
        <Button color="primary" onClick={onApply} loading={busy} disabled={counts.items === 0} data-testid="upload-apply">
          {t('upload.preview.apply')}
        </Button>
      </div>
    </div>
  );
}
