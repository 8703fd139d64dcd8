import { useCallback } from 'react';
import { useSWRConfig } from 'swr';

/** An SWR key of this remote: an array that starts with the domain. */
export type SwrKey = readonly [string, ...unknown[]];

/**
 * A write to the API, in the role of swr/mutation's `useSWRMutation`: sends, then revalidates
 * the cached reads it changes. Not swr/mutation itself: only `swr` is a shared singleton, and
 * a second copy of SWR's internals would keep a cache of its own, so the revalidation would
 * never reach the screens' data. The double-submit guard is the form's or the button's.
 */
export function useWrite<Args extends unknown[], Result>(send: (...args: Args) => Promise<Result>, revalidates: readonly SwrKey[] = []) {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (...args: Args): Promise<Result> => {
      const result = await send(...args);
      await Promise.all(revalidates.map((key) => mutate(key)));
      return result;
    },
    // The keys are constants of the endpoint files; their identity does not change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [send, mutate],
  );
}
