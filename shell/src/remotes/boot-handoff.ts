/**
 * What the inline script of index.html (shell/boot/preload-first-remote.js) already asked
 * the network for before any bundle ran. Each answer is used once, by the first reader,
 * then forgotten, so a retry always goes back to the network.
 */
interface BootRequests {
  registry?: Promise<unknown>;
  manifests: Record<string, Promise<unknown> | undefined>;
  /** When the shell's own scripts load (shell/boot/start-app.js, which defines these). */
  startApp?: () => void;
  startAppOnInteraction?: () => void;
  startAppAfter?: (shown: Promise<unknown>, deadline: number) => void;
  preloadApp?: () => void;
  waitsForData?: boolean;
  whenAppStarts?: (then: () => void) => void;
  waitsForInteraction?: boolean;
}

declare global {
  interface Window {
    __PANEL_BOOT__?: BootRequests;
  }
}

export function takeBootRegistry(): Promise<unknown> | undefined {
  const boot = window.__PANEL_BOOT__;
  const registry = boot?.registry;
  if (boot) delete boot.registry;
  return registry;
}

export function takeBootManifest(url: string): Promise<unknown> | undefined {
  const manifests = window.__PANEL_BOOT__?.manifests;
  const manifest = manifests?.[url];
  if (manifests) delete manifests[url];
  return manifest;
}
