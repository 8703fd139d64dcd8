import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';
import { IconButton } from './IconButton';

describe('Button', () => {
  it('ignores clicks while loading, and says it is busy', async () => {
    const onClick = vi.fn();
    render(<Button loading onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: /Save/ });
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Working…');
  });

  it('stays busy while the promise its handler returned is pending, so a double click runs once', async () => {
    let finish!: () => void;
    const onClick = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<Button onClick={onClick}>Pay</Button>);
    const button = screen.getByRole('button', { name: /Pay/ });
    await userEvent.dblClick(button);
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
    expect(button).toHaveAttribute('aria-busy', 'true');

    finish();
    await vi.waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('does not submit its form while loading', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button type="submit" loading>
          Send
        </Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: /Send/ }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('when locked, keeps its name and focus, says it cannot be used, and neither clicks nor submits', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <input aria-label="Password" />
        <Button type="submit" locked aria-describedby="why">
          Sign in
        </Button>
        <p id="why">Try again at 10:15.</p>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Sign in', description: 'Try again at 10:15.' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toBeEnabled();
    await userEvent.tab();
    await userEvent.tab();
    expect(button).toHaveFocus();
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    await userEvent.type(screen.getByLabelText('Password'), 'x{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('IconButton', () => {
  it('is named by its label', () => {
    render(<IconButton label="Close" icon={<svg aria-hidden />} />);
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});
