/** A labelled row of the account forms with its (already translated) message. */
import type { ReactNode } from 'react';

interface AccountFieldProps {
  id: string;
  label: string;
  error?: string | null;
  children: ReactNode;
}

export function AccountField({ id, label, error, children }: AccountFieldProps) {
  return (
    <div className={error ? 'field field--error' : 'field'}>
      <label className="field__label" htmlFor={`field-${id}`}>
        {label}
      </label>
      <div className="field__control">{children}</div>
      {error && (
        <p className="field__error" role="alert" data-testid={`error-${id}`}>
          {error}
        </p>
      )}
    </div>
  );
}
