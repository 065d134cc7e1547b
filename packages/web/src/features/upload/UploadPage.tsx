/**
 * Upload a dictionary (#/pages/upload-dictionary/index): the form, then the preview of what will
 * be created, then the new book. The form's state lives here, above both steps, so going back
 * from the preview (or after a failed request) finds every field as the user left it.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '../../app/paths';
import { NavBar } from '../../components/NavBar';
import { useGoBack } from '../../components/use-go-back';
import { useCurrentUser } from '../account/api/user';
import { type UploadFormState, initialFormState } from './form-state';
import { UPLOAD_PATHS } from './paths';
import { PreviewView } from './PreviewView';
import { ProgressCard } from './ProgressCard';
import { UploadForm } from './UploadForm';
import { useUploadFlow } from './use-upload-flow';
import './upload.css';

export default function UploadPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goBack = useGoBack(PATHS.study);
  const user = useCurrentUser();
  const [form, setForm] = useState<UploadFormState>(() =>
    initialFormState({ learningLang: user?.learningLang ?? null, level: user?.level ?? null, nativeLang: user?.nativeLang ?? null }),
  );
  // The user may arrive after the first render (a fresh sign-in): fill the defaults still empty.
  useEffect(() => {
    if (!user) return;
    setForm((f) => ({
      ...f,
      lang: f.lang ?? user.learningLang,
      level: f.level ?? user.level,
    }));
  }, [user]);
  const flow = useUploadFlow();
  const working = flow.step === 'sending' || flow.step === 'applying';

  return (
    <div className="page" data-testid="page-upload">
      <NavBar
        title={t('upload.title')}
        onBack={working ? undefined : flow.step === 'preview' ? flow.backToEdit : goBack}
        right={
          <button type="button" className="up-nav-link" onClick={() => navigate(UPLOAD_PATHS.mine)} data-testid="upload-go-mine">
            {t('myBooks.short')}
          </button>
        }
      />
      <main className="page__body">
        {working && <ProgressCard stage={flow.stage} percent={flow.percent} />}
        {flow.error && !working && (
          <p className="up-error" role="alert" data-testid="upload-error">
            {flow.error}
          </p>
        )}
        {(flow.step === 'form' || flow.step === 'sending') && (
          <fieldset className="up-fieldset" disabled={working}>
            <UploadForm
              state={form}
              onChange={(next) => setForm((f) => ({ ...f, ...next }))}
              onSubmit={() => void flow.sendPreview(form)}
            />
          </fieldset>
        )}
        {(flow.step === 'preview' || flow.step === 'applying') && flow.preview && (
          <PreviewView
            preview={flow.preview}
            simple={form.mode === 'simple'}
            busy={flow.step === 'applying'}
            onApply={() => void flow.apply()}
            onBack={flow.backToEdit}
          />
        )}
      </main>
    </div>
  );
}
