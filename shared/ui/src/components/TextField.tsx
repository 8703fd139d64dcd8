import { forwardRef, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { FormField } from './FormField';

interface FieldLabels {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
}

export type TextFieldProps = FieldLabels & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>;

/**
 * A labelled text input (any text-like `type`: email, password, url, search…).
 *
 * @example
 * <TextField label={t('email')} type="email" autoComplete="email" {...register('email')} error={errors.email?.message} />
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField({ label, hint, error, required, className, ...input }, ref) {
  return (
    <FormField label={label} hint={hint} error={error} required={required}>
      {(control) => <input ref={ref} className={['ui-input', className].filter(Boolean).join(' ')} {...control} {...input} />}
    </FormField>
  );
});

export type NumberFieldProps = FieldLabels & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'>;

/**
 * A labelled number input; the keyboard on phones is the numeric one.
 *
 * @example
 * <NumberField label={t('amount')} min={1} step={0.01} {...register('amount', { valueAsNumber: true })} />
 */
export const NumberField = forwardRef<HTMLInputElement, NumberFieldProps>(function NumberField(props, ref) {
  return <TextField ref={ref} type="number" inputMode="decimal" {...props} />;
});

export type TextareaProps = FieldLabels & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>;

/**
 * A labelled multi-line text input.
 *
 * @example
 * <Textarea label={t('message')} rows={5} {...register('message')} />
 */
export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea({ label, hint, error, required, className, ...textarea }, ref) {
  return (
    <FormField label={label} hint={hint} error={error} required={required}>
      {(control) => <textarea ref={ref} className={['ui-input', className].filter(Boolean).join(' ')} {...control} {...textarea} />}
    </FormField>
  );
});

export interface ComboboxProps extends TextFieldProps {
  /** Suggestions; the person may also type anything else. */
  options: readonly string[];
}

/**
 * A text input with suggestions (the browser's own accessible list: no script, no weight).
 *
 * @example
 * <Combobox label={t('location')} options={locations.map((l) => l.name)} {...register('location')} />
 */
export const Combobox = forwardRef<HTMLInputElement, ComboboxProps>(function Combobox({ options, label, hint, error, required, className, ...input }, ref) {
  return (
    <FormField label={label} hint={hint} error={error} required={required}>
      {(control) => (
        <>
          <input ref={ref} className={['ui-input', className].filter(Boolean).join(' ')} list={`${control.id}-options`} autoComplete="off" {...control} {...input} />
          <datalist id={`${control.id}-options`}>
            {options.map((option) => (
              <option key={option} value={option} />
            ))}
          </datalist>
        </>
      )}
    </FormField>
  );
});
