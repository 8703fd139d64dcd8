import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HumanCheck } from './HumanCheck';
import { useHumanCheck } from './use-human-check';

let solve: ((token: string) => void) | null = null;

function fakeTurnstile() {
  window.turnstile = {
    render: vi.fn((_container: HTMLElement, options: { callback(token: string): void }) => {
      solve = options.callback;
      return 'widget-1';
    }),
    reset: vi.fn(),
    remove: vi.fn(),
  };
}

function Order({ sitekey, onSend }: { sitekey: string | null; onSend: (turnstile: string | undefined) => void }) {
  const check = useHumanCheck(sitekey);
  const [sent, setSent] = useState(0);
  return (
    <>
      <HumanCheck box={check.box} status={check.status} waiting={check.waiting} />
      <button
        onClick={() => {
          const turnstile = check.answer();
          if (turnstile === null) return;
          onSend(turnstile);
          setSent(sent + 1);
        }}
      >
        Order
      </button>
    </>
  );
}

afterEach(() => {
  delete window.turnstile;
  solve = null;
});

describe('useHumanCheck', () => {
  it('sends no answer and draws nothing when the instance asks for none', () => {
    const onSend = vi.fn();
    render(<Order sitekey={null} onSend={onSend} />);
    expect(screen.queryByTestId('turnstile')).toBeNull();
    act(() => screen.getByRole('button', { name: 'Order' }).click());
    expect(onSend).toHaveBeenCalledWith(undefined);
  });

  it('holds the write until the check is answered, then sends the token', async () => {
    fakeTurnstile();
    const onSend = vi.fn();
    render(<Order sitekey="site-key" onSend={onSend} />);
    await vi.waitFor(() => expect(window.turnstile?.render).toHaveBeenCalled());
    act(() => screen.getByRole('button', { name: 'Order' }).click());
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('Complete the verification challenge above to continue.');
    act(() => solve?.('token-1'));
    act(() => screen.getByRole('button', { name: 'Order' }).click());
    expect(onSend).toHaveBeenCalledWith('token-1');
    expect(screen.queryByText('Complete the verification challenge above to continue.')).toBeNull();
  });
});
