import { useSyncExternalStore } from 'react';

export interface BrowserPreference<T extends string> {
  get(): T;
  set(value: T): void;
  subscribe(listener: () => void): () => void;
  /** The current value, re-rendering when it changes (in any copy of the kit on the page). */
  use(): T;
}

// Each remote bundles its own copy of the kit, so a change is announced on the document
// (not in module state) for every copy to hear.
const CHANGE_EVENT = 'panel-preference-change';

/**
 * A choice remembered per browser (localStorage `key`), one of `values`, applied to the
 * document by `apply` at creation and on every change.
 */
export function createBrowserPreference<T extends string>(
  key: string,
  values: readonly T[],
  fallback: () => T,
  apply: (value: T) => void,
): BrowserPreference<T> {
  const read = (): T => {
    const stored = localStorage.getItem(key);
    return values.includes(stored as T) ? (stored as T) : fallback();
  };
  const subscribe = (listener: () => void) => {
    const onChange = (event: Event) => {
      if ((event as CustomEvent<string>).detail === key) listener();
    };
    document.addEventListener(CHANGE_EVENT, onChange);
    return () => document.removeEventListener(CHANGE_EVENT, onChange);
  };
  const preference: BrowserPreference<T> = {
    get: read,
    set(value) {
      localStorage.setItem(key, value);
      document.dispatchEvent(new CustomEvent(CHANGE_EVENT, { detail: key }));
    },
    subscribe,
    use: () => useSyncExternalStore(subscribe, read),
  };
  subscribe(() => apply(read()));
  apply(read());
  return preference;
}
