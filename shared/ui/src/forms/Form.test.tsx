import { ApiError } from '@panel/api';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { Form, FormTextField, SubmitButton, useZodForm } from './Form';

const schema = z.object({ name: z.string().check(z.minLength(1, 'A name is required')), email: z.string() });

function RenameForm({ onSubmit }: { onSubmit: (values: z.output<typeof schema>) => Promise<unknown> }) {
  const form = useZodForm(schema, { defaultValues: { name: '', email: '' } });
  return (
    <Form form={form} onSubmit={onSubmit}>
      <FormTextField name="name" label="Name" />
      <FormTextField name="email" label="Email" />
      <SubmitButton>Save</SubmitButton>
    </Form>
  );
}

describe('Form', () => {
  it('shows the schema error on its field and does not submit', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    render(<RenameForm onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveAccessibleErrorMessage('A name is required');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('puts a 400 with field messages on the fields', async () => {
    const onSubmit = vi.fn(() => Promise.reject(new ApiError(400, 'Invalid', { message: 'Invalid', fields: { email: 'This address is taken' } })));
    render(<RenameForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'alpha');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const email = screen.getByRole('textbox', { name: 'Email' });
    await vi.waitFor(() => expect(email).toHaveAccessibleErrorMessage('This address is taken'));
    expect(email).toHaveFocus();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says any other refusal above the form', async () => {
    render(<RenameForm onSubmit={() => Promise.reject(new ApiError(409, 'Already exists'))} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'alpha');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Already exists');
  });

  it('submits once however often Enter is pressed, and shows progress meanwhile', async () => {
    let finish!: () => void;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<RenameForm onSubmit={onSubmit} />);
    const name = screen.getByRole('textbox', { name: 'Name' });
    await userEvent.type(name, 'alpha{Enter}{Enter}{Enter}');
    await vi.waitFor(() => expect(screen.getByRole('button', { name: /Save/ })).toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(screen.getByRole('button', { name: /Save/ }));
    expect(onSubmit).toHaveBeenCalledOnce();
    finish();
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).not.toHaveAttribute('aria-busy'));
  });
});
