import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RemoteLoadError } from '../remotes/remote-load-error';

/**
 * Turns every failure the federation runtime reports while loading a remote (manifest,
 * entry script, exposed module, shared dependency) into one typed error, so the shell's
 * boundary can name the section that failed instead of showing a runtime error code.
 */
export default function remoteLoadErrors(): ModuleFederationRuntimePlugin {
  return {
    name: 'panel-remote-load-errors',
    errorLoadRemote({ id, error, lifecycle, remote }) {
      if (error instanceof RemoteLoadError) throw error;
      const remoteName = remote?.name ?? id.split('/')[0] ?? id;
      throw new RemoteLoadError(remoteName, lifecycle, error);
    },
  };
}
