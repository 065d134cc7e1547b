/** One sideways-scrolling row of filter chips (44 px tap targets), one of them pressed. */
import type { ReactNode } from 'react';
import './study-common.css';

export interface Chip<V> {
  value: V;
  label: ReactNode;
  testId: string;
}

interface ChipRowProps<V> {
  label: string;
  chips: Chip<V>[];
  value: V;
  onChange(value: V): void;
  testId?: string;
  small?: boolean;
}

export function ChipRow<V extends string | number | null>({ label, chips, value, onChange, testId, small }: ChipRowProps<V>) {
  return (
    <fieldset className={small ? 'chip-row chip-row--small' : 'chip-row'} data-testid={testId}>
      <legend className="sr-only">{label}</legend>
      {chips.map((chip) => (
        <button
          key={String(chip.value)}
          type="button"
          className="chip"
          aria-pressed={chip.value === value}
          onClick={() => onChange(chip.value)}
          data-testid={chip.testId}
        >
          {chip.label}
        </button>
      ))}
    </fieldset>
  );
}
