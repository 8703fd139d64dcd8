import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@panel/api';
import { Button, language, switchLanguage } from '@panel/ui';
import { useWaitLock } from './use-wait-lock';
import { TooManyAttemptsNotice } from './WaitNotice';

/** Local 10:00:30, so the time the notice names does not depend on the machine's time zone. */
const NOW = new Date(2026, 0, 1, 10, 0, 30).getTime();
const refused = (retryAfter?: number) => new ApiError(429, 'Too many failed sign-ins for this email', retryAfter === undefined ? { message: 'x' } : { message: 'x', retryAfter });

const send = vi.fn();

/** A form whose every send is refused with `answer`. */
function LockedForm({ answer }: { answer: unknown }) {
  const lock = useWaitLock();
  return (
    <>
      <TooManyAttemptsNotice lock={lock} />
      <Button
        {...lock.buttonProps}
        onClick={() => {
          send();
          lock.lockAfter(answer);
        }}
      >
        Sign in
      </Button>
    </>
  );
}

const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const shown = () => screen.queryByText(/^Too many attempts\. Try again in/);
const liveRegion = () => document.querySelector('[aria-live="polite"]');

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
  language.set('en');
});
afterEach(() => {
  vi.useRealTimers();
  send.mockReset();
});

describe('useWaitLock and TooManyAttemptsNotice', () => {
  it('count the wait of a 429 down every second, on the locked button that stays focusable, then open the form again', () => {
    render(<LockedForm answer={refused(65)} />);
    const button = screen.getByRole('button', { name: 'Sign in' });
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(shown()).toBeNull();

    act(() => button.click());
    expect(send).toHaveBeenCalledOnce();
    expect(shown()).toHaveTextContent('Too many attempts. Try again in 1:05.');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleName('Sign in');
    expect(button).toHaveAccessibleDescription(/^Too many attempts\. You can try again at 10:02\sAM\.$/);
    button.focus();
    expect(button).toHaveFocus();
    act(() => button.click());
    expect(send).toHaveBeenCalledOnce();

    tick(1000);
    expect(shown()).toHaveTextContent('Try again in 1:04.');
    tick(60_000);
    expect(shown()).toHaveTextContent('Try again in 0:04.');
    tick(3_999);
    expect(shown()).toHaveTextContent('Try again in 0:01.');
    expect(button).toHaveAttribute('aria-disabled', 'true');

    tick(1);
    expect(shown()).toBeNull();
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(button).not.toHaveAccessibleDescription();
    act(() => button.click());
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('say the lock to screen readers once: a polite sentence that does not change while the figure ticks, hidden from them', () => {
    render(<LockedForm answer={refused(900)} />);
    // The live region is there, empty, before the wait starts: a region added with its text is not reliably read.
    expect(liveRegion()).toHaveTextContent('');
    act(() => screen.getByRole('button', { name: 'Sign in' }).click());
    const sentence = liveRegion()?.textContent;
    expect(sentence).toMatch(/^Too many attempts\. You can try again at 10:16\sAM\.$/);
    expect(shown()).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('alert')).toBeNull();

    tick(5_000);
    expect(shown()).toHaveTextContent('Try again in 14:55.');
    expect(liveRegion()?.textContent).toBe(sentence);
    tick(895_000);
    expect(liveRegion()).toHaveTextContent('');
  });

  it('in French too', async () => {
    await switchLanguage('fr');
    render(<LockedForm answer={refused(65)} />);
    act(() => screen.getByRole('button', { name: 'Sign in' }).click());
    expect(screen.getByText(/^Trop de tentatives\. Réessayez dans/)).toHaveTextContent('Trop de tentatives. Réessayez dans 1:05.');
    expect(liveRegion()).toHaveTextContent('Trop de tentatives. Vous pourrez réessayer à 10:02.');
  });

  it.each([
    ['a 429 without retryAfter', refused()],
    ['a 401', new ApiError(401, 'Invalid email or password')],
    ['a network failure', new Error('offline')],
  ])('do not lock after %s, which says no wait', (_case, answer) => {
    render(<LockedForm answer={answer} />);
    const button = screen.getByRole('button', { name: 'Sign in' });
    act(() => button.click());
    expect(shown()).toBeNull();
    expect(button).not.toHaveAttribute('aria-disabled');
    act(() => button.click());
    expect(send).toHaveBeenCalledTimes(2);
  });
});
