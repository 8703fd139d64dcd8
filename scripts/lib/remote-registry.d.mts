export interface RemoteRegistry {
  remotes?: { name: string; entry: string }[];
}
export function registryAtPorts<R extends RemoteRegistry>(registry: R, portOf: (name: string) => number | undefined): R;
