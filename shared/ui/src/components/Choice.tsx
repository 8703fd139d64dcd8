import * as RadixCheckbox from '@radix-ui/react-checkbox';
import * as RadixSwitch from '@radix-ui/react-switch';
import { Check } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import './Choice.css';

interface ToggleProps {
  label: ReactNode;
  hint?: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  name?: string;
}

function ToggleRow({ id, label, hint, children }: { id: string; label: ReactNode; hint?: ReactNode; children: ReactNode }) {
  return (
    <div className="ui-toggle-row">
      {children}
      <div>
        <label htmlFor={id} className="ui-toggle-label">
          {label}
        </label>
        {hint && (
          <p className="ui-field-hint" id={`${id}-hint`}>
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}

/**
 * A labelled checkbox (Space toggles it).
 *
 * @example
 * <Checkbox label={t('acceptTerms')} checked={accepted} onCheckedChange={setAccepted} />
 */
export function Checkbox({ label, hint, checked, onCheckedChange, disabled, name }: ToggleProps) {
  const id = useId();
  return (
    <ToggleRow id={id} label={label} hint={hint}>
      <RadixCheckbox.Root id={id} className="ui-checkbox" checked={checked} onCheckedChange={(value) => onCheckedChange(value === true)} disabled={disabled} name={name} aria-describedby={hint ? `${id}-hint` : undefined}>
        <RadixCheckbox.Indicator>
          <Check size={14} aria-hidden />
        </RadixCheckbox.Indicator>
      </RadixCheckbox.Root>
    </ToggleRow>
  );
}

/**
 * A labelled on/off switch, for a setting that applies at once.
 *
 * @example
 * <Switch label={t('emailLogin')} checked={enabled} onCheckedChange={save} />
 */
export function Switch({ label, hint, checked, onCheckedChange, disabled, name }: ToggleProps) {
  const id = useId();
  return (
    <ToggleRow id={id} label={label} hint={hint}>
      <RadixSwitch.Root id={id} className="ui-switch" checked={checked} onCheckedChange={onCheckedChange} disabled={disabled} name={name} aria-describedby={hint ? `${id}-hint` : undefined}>
        <RadixSwitch.Thumb className="ui-switch-thumb" />
      </RadixSwitch.Root>
    </ToggleRow>
  );
}

export interface RadioOption {
  value: string;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
}

/**
 * One choice among options shown as cards (plans, payment methods); arrows move between them.
 *
 * @example
 * <RadioGroup label={t('paymentMethod')} options={[{ value: 'stripe', label: 'Stripe', description: t('cards') }]} value={method} onValueChange={setMethod} />
 */
export function RadioGroup({ label, options, value, onValueChange, name, error }: { label: ReactNode; options: RadioOption[]; value?: string; onValueChange: (value: string) => void; name?: string; error?: string }) {
  const id = useId();
  // Native radios: the browser gives the group its keyboard (Tab to the chosen one, arrows
  // between them) and forms their value, with no script to download for it.
  return (
    <div className="ui-field">
      <span id={`${id}-label`} className="ui-field-label">
        {label}
      </span>
      <div className="ui-radio-cards" role="radiogroup" aria-labelledby={`${id}-label`} aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined}>
        {options.map((option) => (
          <label key={option.value} className="ui-radio-card" data-disabled={option.disabled ? '' : undefined}>
            <input
              type="radio"
              className="ui-radio"
              name={name ?? id}
              value={option.value}
              checked={value === option.value}
              disabled={option.disabled}
              onChange={() => onValueChange(option.value)}
            />
            <span>
              <span className="ui-radio-card-label">{option.label}</span>
              {option.description && <span className="ui-radio-card-description">{option.description}</span>}
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p className="ui-field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
