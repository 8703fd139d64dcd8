import { useStore } from 'zustand';
import { sessionStore, type SessionStore } from './session-store';

export function useSession<T>(selector: (state: SessionStore) => T): T {
  return useStore(sessionStore, selector);
}

/** The loaded config; only call below the shell's startup gate, which guarantees it. */
export function useConfig() {
  const config = useSession((s) => s.config);
  if (!config) throw new Error('useConfig used before the configuration was loaded');
  return config;
}
