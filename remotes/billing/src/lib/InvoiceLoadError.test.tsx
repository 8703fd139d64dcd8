import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@panel/api';
import { MemoryRouter, Route, Routes, useLocation } from '@panel/router';
import { InvoiceLoadError } from './InvoiceLoadError';

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderError(error: unknown, at = '/invoice/inv-7?success') {
  const onRetry = vi.fn();
  const onBack = vi.fn();
  render(
    <MemoryRouter initialEntries={[at]}>
      <Routes>
        <Route path="/invoice/:id" element={<InvoiceLoadError id="inv-7" error={error} onRetry={onRetry} onBack={onBack} />} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
  return { onRetry, onBack };
}

const buttonNames = () => screen.queryAllByRole('button').map((button) => button.textContent);

describe('InvoiceLoadError', () => {
  it('401: the session ended; Sign in remembers this invoice (with its query) and opens the sign-in page', async () => {
    const user = userEvent.setup();
    const { onRetry, onBack } = renderError(new ApiError(401, 'Unauthorized'));
    expect(screen.getByRole('alert')).toHaveTextContent('Your session has ended');
    expect(screen.getByRole('alert')).toHaveTextContent('Sign in again to see this invoice.');
    expect(buttonNames()).toEqual([]);
    const signIn = screen.getByRole('link', { name: 'Sign in' });
    expect(signIn).toHaveAttribute('href', '/auth/login');

    await user.click(signIn);
    expect(localStorage.getItem('comingFrom')).toBe('/invoice/inv-7?success');
    expect(screen.getByTestId('where')).toHaveTextContent('/auth/login');
    expect(onRetry).not.toHaveBeenCalled();
    expect(onBack).not.toHaveBeenCalled();
  });

  it.each<[string, unknown, string, string, string[]]>([
    ['404', new ApiError(404, 'Not found'), 'Invoice not found', 'There is no invoice inv-7. It may have been deleted.', ['Back']],
    ['403', new ApiError(403, 'Forbidden'), 'Not your invoice', 'Invoice inv-7 belongs to another account.', ['Back']],
    ['500', new ApiError(500, 'Boom'), 'Could not load the invoice', 'The server could not load this invoice right now.', ['Retry', 'Back']],
    ['network', new ApiError(0, 'Network error'), 'Could not load the invoice', 'The server could not be reached.', ['Retry', 'Back']],
    ['no answer in time', new ApiError(0, 'No answer within 15 s', undefined, 'timeout'), 'The server did not answer', 'The server did not answer in time.', ['Retry', 'Back']],
    ['not an ApiError', new Error('odd'), 'Could not load the invoice', 'The server could not load this invoice right now.', ['Retry', 'Back']],
  ])('%s: %s', (_, error, title, text, buttons) => {
    renderError(error);
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    expect(buttonNames()).toEqual(buttons);
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('Retry and Back do what they say', async () => {
    const user = userEvent.setup();
    const { onRetry, onBack } = renderError(new ApiError(500, 'Boom'));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(onBack).toHaveBeenCalledTimes(1);
  });
});
