/** A labelled row of chips, one of which is chosen (aria-pressed), for the player's settings. */
import type { ReactNode } from 'react';

export interface Choice<T> {
  value: T;
  label: ReactNode;
}

export function ChoiceRow<T extends string | number | null>({
  label,
  hint,
  choices,
  value,
  onChange,
  testId,
}: {
  label: string;
  hint?: string;
  choices: readonly Choice<T>[];
  value: T;
  onChange(value: T): void;
  testId: string;
}) {
  return (
    <fieldset className="pl-choices" data-testid={testId}>
      <legend className="pl-choices__label">{label}</legend>
      {hint && <p className="pl-choices__hint">{hint}</p>}
      <div className="pl-choices__row">
        {choices.map((c) => (
          <button
            key={String(c.value)}
            type="button"
            className={`pl-chip${c.value === value ? ' pl-chip--on' : ''}`}
            aria-pressed={c.value === value}
            onClick={() => onChange(c.value)}
            data-testid={`${testId}-${String(c.value)}`}
          >
            {c.label}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
