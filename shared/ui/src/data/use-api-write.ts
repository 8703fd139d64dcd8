import { useCallback } from 'react';

/**
 * A write to the API whose answer makes no cached data stale (signing in, sending a reset link):
 * the endpoint's hook, without SWR, so a screen with only such writes (the sign-in form) does not
 * download it. A write that changes data a screen shows is `useRevalidatingWrite`. The
 * double-submit guard is the form's or the button's (`useSingleFlight`).
 *
 * @example
 * export const useLogin = () => useApiWrite(postLogin);
 */
export function useApiWrite<Arg, Result>(write: (arg: Arg) => Promise<Result>): (arg: Arg) => Promise<Result> {
  return useCallback((arg: Arg) => write(arg), [write]);
}
