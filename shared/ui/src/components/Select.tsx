import * as RadixSelect from '@radix-ui/react-select';
import { Check, ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { FormField } from './FormField';
import './Popover.css';
import './Select.css';

export interface SelectOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface SelectProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  options: SelectOption[];
  value?: string;
  onValueChange: (value: string) => void;
  placeholder?: ReactNode;
  name?: string;
  disabled?: boolean;
  required?: boolean;
}

/**
 * A labelled choice among a few fixed options (for many or free-typed ones: Combobox).
 *
 * @example
 * <Select label={t('cycle')} options={cycles.map((c) => ({ value: String(c.hours), label: c.name }))} value={cycle} onValueChange={setCycle} />
 */
export function Select({ label, hint, error, options, value, onValueChange, placeholder, name, disabled, required }: SelectProps) {
  return (
    <FormField label={label} hint={hint} error={error} required={required}>
      {(control) => (
        <RadixSelect.Root value={value} onValueChange={onValueChange} name={name} disabled={disabled} required={required}>
          <RadixSelect.Trigger className="ui-input ui-select-trigger" {...control}>
            <RadixSelect.Value placeholder={placeholder} />
            <RadixSelect.Icon>
              <ChevronDown size={16} aria-hidden />
            </RadixSelect.Icon>
          </RadixSelect.Trigger>
          <RadixSelect.Portal>
            <RadixSelect.Content className="ui-popover ui-select-content" position="popper" sideOffset={4}>
              <RadixSelect.Viewport>
                {options.map((option) => (
                  <RadixSelect.Item key={option.value} value={option.value} disabled={option.disabled} className="ui-menu-item">
                    <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                    <RadixSelect.ItemIndicator className="ui-menu-item-indicator">
                      <Check size={14} aria-hidden />
                    </RadixSelect.ItemIndicator>
                  </RadixSelect.Item>
                ))}
              </RadixSelect.Viewport>
            </RadixSelect.Content>
          </RadixSelect.Portal>
        </RadixSelect.Root>
      )}
    </FormField>
  );
}
