import { useCallback } from 'react';
import { useSWRConfig, type Key } from 'swr';

/**
 * A write to the API that makes cached data stale, in the role of swr/mutation's `useSWRMutation`:
 * sends, then revalidates the SWR keys it makes stale before its promise resolves (so the screen it leads to shows the
 * new state). Not `swr/mutation` itself: only `swr` is a shared singleton, and that entry would
 * bring its own copy of SWR's internals with a cache of its own, which the screens' data does
 * not live in. The double-submit guard is the form's or the button's (`useSingleFlight`). A write
 * that makes nothing stale is `useApiWrite`, which needs no SWR on the screen.
 *
 * @example
 * export const useCompleteInvoice = () => useRevalidatingWrite(completeInvoice, ({ id }) => [invoiceKey(id)]);
 */
export function useRevalidatingWrite<Arg, Result>(write: (arg: Arg) => Promise<Result>, staleKeys: (arg: Arg) => Key[]) {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (arg: Arg): Promise<Result> => {
      const result = await write(arg);
      await Promise.all(staleKeys(arg).map((key) => mutate(key)));
      return result;
    },
    // The endpoint files pass module-level functions; a new `staleKeys` arrow per render
    // changes nothing about what the write does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [write, mutate],
  );
}
