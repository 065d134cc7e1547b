/** A labelled form row with its validation message: a message key, or a message already worded. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldError } from './validate';

export type FieldMessage = FieldError | string | null | undefined;

interface FieldProps {
  id: string;
  label: string;
  error?: FieldMessage;
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
          {typeof error === 'string' ? error : t(error.key, error.params ?? {})}
        </p>
      )}
    </div>
  );
}
