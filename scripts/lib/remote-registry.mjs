// The shell's registry (remotes.json) with each remote served on this machine at the port it
// listens on here: PORT_OFFSET or a *_PORT variable moves them, as a deploy that moves a remote
// would edit remotes.json. Used by the built shell's server (serve-app.mjs) and its dev server.

/** `registry` with every `localhost` entry whose remote has a port (`portOf(name)`) moved to it. */
export function registryAtPorts(registry, portOf) {
  for (const remote of registry.remotes ?? []) {
    const url = new URL(remote.entry);
    const port = portOf(remote.name);
    if (url.hostname === 'localhost' && port !== undefined) url.port = String(port);
    remote.entry = url.href;
  }
  return registry;
}
