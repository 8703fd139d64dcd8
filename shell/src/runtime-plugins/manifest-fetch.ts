import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { takeBootManifest } from '../remotes/boot-handoff';

const ATTEMPTS = 3;
const BACKOFF_MS = 250;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Fetches a remote's manifest: the answer the HTML's inline script already received when
 * there is one, otherwise from the network with a few retries, so a remote restarting
 * during a deploy or a dropped connection does not surface as an error.
 */
export default function manifestFetch(): ModuleFederationRuntimePlugin {
  return {
    name: 'panel-manifest-fetch',
    async fetch(url, init) {
      const early = await takeBootManifest(url)?.catch(() => null);
      if (early) return new Response(JSON.stringify(early), { headers: { 'content-type': 'application/json' } });
      let lastError: unknown;
      for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
        try {
          // The server marks manifests no-cache; the default cache mode lets the HTML's preload be reused.
          const response = await fetch(url, init);
          if (response.ok || response.status < 500) return response;
          lastError = new Error(`${url} answered ${response.status}`);
        } catch (error) {
          lastError = error;
        }
        if (attempt < ATTEMPTS) await wait(BACKOFF_MS * attempt);
      }
      throw lastError;
    },
  };
}
