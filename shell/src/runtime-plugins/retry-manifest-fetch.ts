import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const ATTEMPTS = 3;
const BACKOFF_MS = 250;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Retries a remote's manifest fetch a few times, so a remote restarting during a deploy
 * or a dropped connection does not surface as an error. Entry scripts come from the
 * manifest, so once it arrives the rest of the load is normally cached or quick.
 */
export default function retryManifestFetch(): ModuleFederationRuntimePlugin {
  return {
    name: 'panel-retry-manifest-fetch',
    async fetch(url, init) {
      let lastError: unknown;
      for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
        try {
          const response = await fetch(url, { ...init, cache: 'no-cache' });
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
