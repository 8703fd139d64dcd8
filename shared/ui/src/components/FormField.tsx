import { useId, type ReactNode } from 'react';
import './FormField.css';

/** What a control inside a FormField must carry so its label, hint and error are its own. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-errormessage'?: string;
  required?: boolean;
}

export interface FormFieldProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A label (the control's accessible name), a hint and an error wired to one control.
 *
 * @example
 * <FormField label={t('name')} hint={t('nameHint')} error={errors.name?.message}>
 *   {(control) => <input {...control} {...register('name')} />}
 * </FormField>
 */
export function FormField({ label, hint, error, required, children }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="ui-field" data-invalid={error ? '' : undefined}>
      <label className="ui-field-label" htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {children({
        id,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : undefined,
        'aria-errormessage': error ? errorId : undefined,
        required,
      })}
      {hint && (
        <p className="ui-field-hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="ui-field-error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
