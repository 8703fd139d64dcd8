import { useSWRConfig, type Key } from 'swr';

/**
 * A write to the API, and the SWR keys it makes stale, revalidated before the write's promise
 * resolves (so the screen it leads to shows the new state). Not `swr/mutation`: only `swr`
 * itself is a shared singleton, and that entry would bring its own copy of SWR's cache, which
 * the screens' data does not live in.
 */
export function useApiWrite<Arg, Result>(write: (arg: Arg) => Promise<Result>, staleKeys: (arg: Arg) => Key[] = () => []) {
  const { mutate } = useSWRConfig();
  return async (arg: Arg): Promise<Result> => {
    const result = await write(arg);
    await Promise.all(staleKeys(arg).map((key) => mutate(key)));
    return result;
  };
}
