import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Checkbox, RadioGroup, Switch } from './Choice';
import { Tabs } from './Tabs';

function Toggles() {
  const [accepted, setAccepted] = useState(false);
  const [enabled, setEnabled] = useState(true);
  const [method, setMethod] = useState('stripe');
  return (
    <>
      <Checkbox label="Accept the terms" checked={accepted} onCheckedChange={setAccepted} />
      <Switch label="Email sign-in" hint="Applies at once" checked={enabled} onCheckedChange={setEnabled} />
      <RadioGroup
        label="Payment method"
        value={method}
        onValueChange={setMethod}
        options={[
          { value: 'stripe', label: 'Stripe', description: 'Cards' },
          { value: 'paypal', label: 'PayPal' },
          { value: 'balance', label: 'Account balance', disabled: true },
        ]}
      />
    </>
  );
}

describe('choices', () => {
  it('a checkbox is named by its label and toggles with Space', async () => {
    render(<Toggles />);
    const checkbox = screen.getByRole('checkbox', { name: 'Accept the terms' });
    checkbox.focus();
    await userEvent.keyboard(' ');
    expect(checkbox).toBeChecked();
    await userEvent.click(screen.getByText('Accept the terms'));
    expect(checkbox).not.toBeChecked();
  });

  it('a switch is a switch, described by its hint', async () => {
    render(<Toggles />);
    const toggle = screen.getByRole('switch', { name: 'Email sign-in' });
    expect(toggle).toHaveAccessibleDescription('Applies at once');
    await userEvent.click(toggle);
    expect(toggle).not.toBeChecked();
  });

  it('card radios are one named group of cards, one checked at a time', async () => {
    render(<Toggles />);
    expect(screen.getByRole('radiogroup', { name: 'Payment method' })).toBeInTheDocument();
    const stripe = screen.getByRole('radio', { name: /Stripe/ });
    expect(stripe).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'PayPal' }));
    expect(screen.getByRole('radio', { name: 'PayPal' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: /Stripe/ }));
    expect(screen.getByRole('radio', { name: /Stripe/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Account balance' })).toBeDisabled();
  });
});

describe('Tabs', () => {
  it('show one panel, and arrows move to the next tab and its panel', async () => {
    render(
      <Tabs
        label="Server"
        tabs={[
          { id: 'console', label: 'Console', content: 'Console output' },
          { id: 'files', label: 'Files', content: 'File list' },
        ]}
      />,
    );
    expect(screen.getByRole('tablist', { name: 'Server' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Console output');
    screen.getByRole('tab', { name: 'Console' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Files' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('File list');
  });
});
