/** A labelled block of the upload and edit forms: visible label, the control, an optional hint or error. */
import type { ReactNode } from 'react';

interface FormRowProps {
  label: ReactNode;
  /** id of the control the label names (inputs); chip rows name themselves by their legend. */
  htmlFor?: string;
  hint?: ReactNode;
  error?: string | null;
  extra?: ReactNode;
  children: ReactNode;
  testId?: string;
}

export function FormRow({ label, htmlFor, hint, error, extra, children, testId }: FormRowProps) {
  return (
    <div className={error ? 'up-row up-row--error' : 'up-row'} data-testid={testId}>
      <div className="up-row__head">
        {htmlFor ? (
          <label className="up-row__label" htmlFor={htmlFor}>
            {label}
          </label>
        ) : (
          <span className="up-row__label">{label}</span>
        )}
        {extra}
      </div>
      {children}
      {hint && <p className="up-row__hint">{hint}</p>}
      {error && (
        <p className="up-row__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
