import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RemoteBoundary } from './RemoteBoundary';
import { RemoteLoadError } from './remote-load-error';

/** Throws while `failing.current` is set, the way a remote whose download failed does. */
const failing = { current: true as boolean, error: new RemoteLoadError('billing', 'entry') as unknown };
function Remote() {
  if (failing.current) throw failing.error;
  return <h1>Invoice</h1>;
}

const boundary = (resetKey: string, onRetry = vi.fn()) => (
  <RemoteBoundary remote="billing" resetKey={resetKey} onRetry={onRetry}>
    <Remote />
  </RemoteBoundary>
);

beforeEach(() => {
  failing.current = true;
  failing.error = new RemoteLoadError('billing', 'entry');
  // React reports caught render errors on the console; they are the point of these tests.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('RemoteBoundary', () => {
  it('contains a remote that failed to load: a clear message and Retry', () => {
    render(boundary('/invoice/1'));
    expect(screen.getByRole('heading', { name: 'The Billing section could not be loaded' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The rest of the panel still works.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('Retry calls onRetry and renders the children again', async () => {
    const onRetry = vi.fn(() => {
      failing.current = false;
    });
    render(boundary('/invoice/1', onRetry));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(screen.getByRole('heading', { name: 'Invoice' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a Retry that fails again shows the message again', async () => {
    render(boundary('/invoice/1'));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByRole('heading', { name: 'The Billing section could not be loaded' })).toBeInTheDocument();
  });

  it('a changed resetKey (navigation) clears the error and asks for a fresh attempt', () => {
    const onRetry = vi.fn();
    const { rerender } = render(boundary('/invoice/1', onRetry));
    failing.current = false;
    rerender(boundary('/invoice/1', onRetry));
    expect(screen.getByRole('alert')).toBeInTheDocument();

    rerender(boundary('/invoice/2', onRetry));
    expect(screen.getByRole('heading', { name: 'Invoice' })).toBeInTheDocument();
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('words a render error inside the remote differently from a load failure', () => {
    failing.error = new TypeError('x is undefined');
    render(boundary('/invoice/1'));
    expect(screen.getByRole('heading', { name: 'Something went wrong in the Billing section' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it.each([
    ['auth', 'Sign-in'],
    ['customer', 'Dashboard'],
    ['staff', 'Staff area'],
  ] as const)('names the %s remote %j', (remote, label) => {
    render(
      <RemoteBoundary remote={remote} resetKey="/" onRetry={vi.fn()}>
        <Remote />
      </RemoteBoundary>,
    );
    expect(screen.getByRole('heading', { name: `The ${label} section could not be loaded` })).toBeInTheDocument();
  });
});
