import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@panel/rules';
import { RemoteLoadError } from './remote-load-error';
import { takeBootRegistry } from './boot-handoff';

interface RemoteEntry {
  name: RemoteName;
  entry: string;
}

const REMOTE_NAMES: readonly RemoteName[] = ['auth', 'customer', 'billing', 'staff'];

const isRemoteEntry = (value: unknown): value is RemoteEntry =>
  typeof value === 'object' &&
  value !== null &&
  REMOTE_NAMES.includes((value as RemoteEntry).name) &&
  typeof (value as RemoteEntry).entry === 'string';

let registry: Promise<Map<RemoteName, RemoteEntry>> | null = null;

async function fetchRegistryJson(): Promise<unknown> {
  const response = await fetch('/remotes.json');
  if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
  return response.json();
}

async function fetchRegistry(): Promise<Map<RemoteName, RemoteEntry>> {
  const body = ((await takeBootRegistry()?.catch(() => null)) ?? (await fetchRegistryJson())) as {
    remotes?: unknown;
  };
  const entries = Array.isArray(body.remotes) ? body.remotes.filter(isRemoteEntry) : [];
  registerRemotes(entries);
  return new Map(entries.map((entry) => [entry.name, entry]));
}

/**
 * The remote URLs are read at run time from the shell's `/remotes.json`, never compiled
 * in, so a remote can move or be redeployed without rebuilding the shell.
 */
export function loadRegistry(): Promise<Map<RemoteName, RemoteEntry>> {
  registry ??= fetchRegistry().catch((error: unknown) => {
    registry = null;
    throw error;
  });
  return registry;
}

/** Resolves the remote's entry, optionally dropping what the runtime cached of an earlier failure. */
export async function ensureRemoteRegistered(name: RemoteName, fresh: boolean): Promise<void> {
  let entries: Map<RemoteName, RemoteEntry>;
  try {
    entries = await loadRegistry();
  } catch (cause) {
    throw new RemoteLoadError(name, 'registry', cause);
  }
  const entry = entries.get(name);
  if (!entry) throw new RemoteLoadError(name, 'registry');
  if (fresh) registerRemotes([entry], { force: true });
}
