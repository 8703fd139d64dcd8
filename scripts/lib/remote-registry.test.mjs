import { describe, expect, it } from 'vitest';
import { registryAtPorts } from './remote-registry.mjs';

describe('registryAtPorts', () => {
  it("moves each local remote to its port, and leaves the others' entries as they are", () => {
    const registry = {
      remotes: [
        { name: 'auth', entry: 'http://localhost:3001/mf-manifest.json' },
        { name: 'billing', entry: 'https://billing.example.com/mf-manifest.json' },
        { name: 'unknown', entry: 'http://localhost:3009/mf-manifest.json' },
      ],
    };
    const ports = { auth: 3051, billing: 3053 };
    expect(registryAtPorts(registry, (name) => ports[name]).remotes).toEqual([
      { name: 'auth', entry: 'http://localhost:3051/mf-manifest.json' },
      { name: 'billing', entry: 'https://billing.example.com/mf-manifest.json' },
      { name: 'unknown', entry: 'http://localhost:3009/mf-manifest.json' },
    ]);
  });
});
