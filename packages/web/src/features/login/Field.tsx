/** A labelled form row with its localized validation message. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldError } from './validate';

interface FieldProps {
  id: string;
  label: string;
  error?: FieldError;
  children: ReactNode;
}

export function Field({ id, label, error, children }: FieldProps) {
  const { t } = useTranslation();
  return (
    <div className={error ? 'field field--error' : 'field'}>
      <label className="field__label" htmlFor={`field-${id}`}>
        {label}
      </label>
      <div className="field__control">{children}</div>
      {error && (
        <p className="field__error" role="alert" data-testid={`error-${id}`}>
          {t(error.key, error.params ?? {})}
        </p>
      )}
    </div>
  );
}
