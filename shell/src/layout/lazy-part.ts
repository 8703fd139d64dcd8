import { useEffect, useState } from 'react';

export interface LazyPart<T> {
  /** Starts the download (once; again after a failure) and resolves to the module. */
  load: () => Promise<T>;
  /**
   * The module once it has arrived, in the very first render if it already has (no flash of a
   * placeholder); `failed` when the download did not work. Nothing is fetched while `wanted`
   * is false; a failed download is tried again when `retryKey` changes.
   */
  useModule: (wanted: boolean, retryKey?: string) => { module: T | undefined; failed: boolean };
}

/**
 * A part of the shell that only some pages or moments need (the signed-in frame, the dialogs):
 * its chunk is fetched when it is wanted, or earlier with `load()` when it is known to be
 * needed soon, instead of with the first screen of every visitor.
 */
export function lazyPart<T>(importer: () => Promise<T>): LazyPart<T> {
  let loaded: T | undefined;
  let pending: Promise<T> | undefined;
  const load = () =>
    (pending ??= importer().then(
      (module) => (loaded = module),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));

  const useModule = (wanted: boolean, retryKey = '') => {
    const [module, setModule] = useState(loaded);
    const [failedAt, setFailedAt] = useState<string | null>(null);
    const failed = failedAt === retryKey;
    useEffect(() => {
      if (!wanted || module || failed) return;
      let current = true;
      load().then(
        (arrived) => current && setModule(() => arrived),
        () => current && setFailedAt(retryKey),
      );
      return () => {
        current = false;
      };
    }, [wanted, module, failed, retryKey]);
    return { module: module ?? loaded, failed: failed && !module };
  };

  return { load, useModule };
}
