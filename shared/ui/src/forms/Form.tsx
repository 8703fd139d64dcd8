import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, type FormHTMLAttributes, type ReactNode, type Ref } from 'react';
import {
  FormProvider,
  useForm,
  useFormContext,
  type FieldPath,
  type FieldValues,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type * as zod from 'zod/v4/core';
import { Alert } from '../components/Alert';
import { Button, type ButtonProps } from '../components/Button';
import { TextField, type TextFieldProps } from '../components/TextField';
import { serverErrorsOf } from './server-errors';

/**
 * react-hook-form validated by a zod schema: the one way a kit form is made. Write schemas with
 * `zod/mini` (about 5 KB gzip for a form's worth), not the chainable `zod` (about 90 KB, which
 * cannot be tree-shaken); both are accepted.
 */
export function useZodForm<Schema extends zod.$ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  options?: Omit<UseFormProps<zod.input<Schema>, unknown, zod.output<Schema>>, 'resolver'>,
): UseFormReturn<zod.input<Schema>, unknown, zod.output<Schema>> {
  return useForm<zod.input<Schema>, unknown, zod.output<Schema>>({ ...options, resolver: zodResolver(schema) });
}

export interface FormProps<Values extends FieldValues, Output> extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> {
  form: UseFormReturn<Values, unknown, Output>;
  /** The <form> element, for a screen that submits it itself (a Retry, a queued submit). */
  ref?: Ref<HTMLFormElement>;
  /** May throw an ApiError: a 400 with field messages lands on the fields, anything else above the form. */
  onSubmit: (values: Output) => Promise<unknown> | void;
  children: ReactNode;
}

/**
 * A form that submits once at a time, shows progress on its SubmitButton, and puts the
 * server's refusals where they belong.
 *
 * @example
 * const form = useZodForm(z.object({ name: z.string().check(z.minLength(1, t('required'))) })); // z from 'zod/mini'
 * <Form form={form} onSubmit={(values) => rename(values)}>
 *   <FormTextField name="name" label={t('name')} />
 *   <SubmitButton>{t('save')}</SubmitButton>
 * </Form>
 */
export function Form<Values extends FieldValues, Output>({ form, onSubmit, children, ...rest }: FormProps<Values, Output>) {
  // A ref, not formState: a second Enter can arrive before React re-renders with isSubmitting.
  const inFlight = useRef(false);
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      const { fields, message } = serverErrorsOf(error);
      for (const [name, text] of Object.entries(fields)) form.setError(name as FieldPath<Values>, { type: 'server', message: text }, { shouldFocus: true });
      if (message) form.setError('root.server', { type: 'server', message });
    }
  });
  const rootError = form.formState.errors.root?.server?.message;
  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-busy={form.formState.isSubmitting || undefined}
        onSubmit={(event) => {
          if (inFlight.current) {
            event.preventDefault();
            return;
          }
          inFlight.current = true;
          void submit(event).finally(() => {
            inFlight.current = false;
          });
        }}
        {...rest}
      >
        {rootError && <Alert tone="danger">{rootError}</Alert>}
        {children}
      </form>
    </FormProvider>
  );
}

/** The form's submit button, busy while the form submits. */
export function SubmitButton(props: Omit<ButtonProps, 'type' | 'loading'>) {
  const { formState } = useFormContext();
  return <Button {...props} type="submit" loading={formState.isSubmitting} />;
}

/**
 * A TextField registered in the surrounding Form, showing its field's error.
 *
 * @example
 * <FormTextField name="email" type="email" label={t('email')} />
 */
export function FormTextField({ name, ...field }: Omit<TextFieldProps, 'name' | 'error'> & { name: string }) {
  const { register, getFieldState, formState } = useFormContext();
  const { error } = getFieldState(name, formState);
  return <TextField {...field} {...register(name)} error={error?.message} />;
}
