import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { FormField } from './FormField';
import './Select.css';

export interface SelectOption {
  value: string;
  /** A native option shows text only. */
  label: string;
  disabled?: boolean;
}

export interface SelectProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  options: SelectOption[];
  value?: string;
  onValueChange: (value: string) => void;
  /** Shown, and not choosable, while nothing is chosen. */
  placeholder?: string;
  name?: string;
  disabled?: boolean;
  required?: boolean;
}

/**
 * A labelled choice among a few fixed options (for many or free-typed ones: Combobox), on the
 * browser's own `<select>`: the phone's own picker, the keyboard and screen readers as the
 * platform does them, and no JavaScript of its own (a popover select cost a page ~30 KB).
 *
 * @example
 * <Select label={t('cycle')} options={cycles.map((c) => ({ value: String(c.hours), label: c.name }))} value={cycle} onValueChange={setCycle} />
 */
export function Select({ label, hint, error, options, value, onValueChange, placeholder, name, disabled, required }: SelectProps) {
  const chosen = value !== undefined && options.some((option) => option.value === value);
  return (
    <FormField label={label} hint={hint} error={error} required={required}>
      {(control) => (
        <div className="ui-select">
          <select
            className="ui-input ui-select-control"
            {...control}
            name={name}
            disabled={disabled}
            value={chosen ? value : ''}
            onChange={(event) => onValueChange(event.target.value)}
          >
            {!chosen && (
              <option value="" disabled hidden={Boolean(placeholder)}>
                {placeholder ?? ''}
              </option>
            )}
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </select>
          <ChevronDown className="ui-select-icon" size={16} aria-hidden />
        </div>
      )}
    </FormField>
  );
}
