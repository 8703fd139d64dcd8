import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Combobox, NumberField, Textarea, TextField } from './TextField';

describe('fields', () => {
  it('are named by their label and described by their hint and error', () => {
    render(<TextField label="Server name" hint="Shown in the list" error="Too long" />);
    const input = screen.getByRole('textbox', { name: 'Server name' });
    expect(input).toHaveAccessibleDescription('Shown in the list Too long');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleErrorMessage('Too long');
  });

  it('are valid and undescribed without hint or error', async () => {
    render(<TextField label="Name" />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    await userEvent.type(input, 'abc');
    expect(input).toHaveValue('abc');
  });

  it('come as a number, a text area and a combobox with suggestions', () => {
    render(
      <>
        <NumberField label="Amount" />
        <Textarea label="Message" />
        <Combobox label="Location" options={['Paris', 'Berlin']} />
      </>,
    );
    expect(screen.getByRole('spinbutton', { name: 'Amount' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' }).tagName).toBe('TEXTAREA');
    const combobox = screen.getByRole('combobox', { name: 'Location' });
    expect(document.getElementById(combobox.getAttribute('list')!)?.querySelectorAll('option')).toHaveLength(2);
  });
});
