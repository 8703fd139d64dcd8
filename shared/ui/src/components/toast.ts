import type * as ReactHotToast from 'react-hot-toast';
import type { Renderable, Toast, ToastOptions, ValueOrFunction } from 'react-hot-toast';

/**
 * The kit's toasts: react-hot-toast's own calls (`toast`, `toast.success`, `.error`, `.loading`,
 * `.dismiss`, `.remove`), with the library downloaded on the first toast instead of with every
 * first screen (about 5 KB gzip that most page loads never use). A call returns its toast's id at
 * once, as react-hot-toast's does; the toast shows once the library is there, in call order. The
 * shell mounts its one Toaster when the first toast is asked for (`subscribeToToastsWanted`).
 * When the library cannot be downloaded (offline, a redeploy), a text toast still reaches the
 * person through a plain live region.
 */

type Library = typeof ReactHotToast;
type Message = ValueOrFunction<Renderable, Toast>;
type Kind = 'blank' | 'success' | 'error' | 'loading';

/** Shared by every copy of the kit on the page (each remote bundles its own). */
interface ToastsOnThePage {
  wanted: boolean;
  listeners: Set<() => void>;
}
const PAGE_KEY = Symbol.for('panel.toasts');
const onThePage = (): ToastsOnThePage => {
  const holder = globalThis as typeof globalThis & { [PAGE_KEY]?: ToastsOnThePage };
  return (holder[PAGE_KEY] ??= { wanted: false, listeners: new Set() });
};

/** Whether a toast has been asked for on this page: the shell's Toaster mounts from then on. */
export const toastsWanted = (): boolean => onThePage().wanted;

export function subscribeToToastsWanted(listener: () => void): () => void {
  const { listeners } = onThePage();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function markWanted() {
  const page = onThePage();
  if (page.wanted) return;
  page.wanted = true;
  page.listeners.forEach((listener) => listener());
}

let library: Library | null = null;
let loading: Promise<Library | null> | null = null;

function loadLibrary(): Promise<Library | null> {
  loading ??= import('react-hot-toast').then(
    (module) => (library = module),
    (error: unknown) => {
      loading = null; // the next toast tries again
      console.warn('The toasts could not be loaded; showing their text plainly.', error);
      return null;
    },
  );
  return loading;
}

// Ids unique across the kit's copies on the page, so no copy's toast replaces another's.
const idPrefix = `toast-${Math.random().toString(36).slice(2, 8)}-`;
let lastId = 0;

/** Without the library: a text toast in a polite live region, gone after its time. */
function showPlainly(kind: Kind, message: Message) {
  if (kind === 'loading' || typeof message !== 'string' || typeof document === 'undefined') return;
  let region = document.getElementById('panel-plain-toasts');
  if (!region) {
    region = document.createElement('div');
    region.id = 'panel-plain-toasts';
    region.setAttribute('role', 'status');
    region.style.cssText =
      'position:fixed;top:1rem;right:1rem;z-index:9999;display:grid;gap:0.5rem;max-width:min(22rem,calc(100vw - 2rem));margin:0';
    document.body.append(region);
  }
  const line = document.createElement('p');
  line.textContent = message;
  line.style.cssText =
    'margin:0;padding:0.75rem 1rem;background:var(--color-surface);color:var(--color-text);border:1px solid var(--color-border);border-radius:var(--radius-md);box-shadow:var(--shadow-2)';
  region.append(line);
  setTimeout(() => line.remove(), kind === 'error' ? 8000 : 4000);
}

function show(kind: Kind, message: Message, options: ToastOptions = {}): string {
  const id = options.id ?? idPrefix + String(++lastId);
  markWanted();
  const call = ({ default: toast }: Library) => {
    if (kind === 'blank') toast(message, { ...options, id });
    else toast[kind](message, { ...options, id });
  };
  if (library) call(library);
  else void loadLibrary().then((loaded) => (loaded ? call(loaded) : showPlainly(kind, message)));
  return id;
}

/** Dismisses or removes after the toasts asked for before it; nothing to do when none was. */
function later(action: (toast: Library['default']) => void) {
  if (library) action(library.default);
  else void loading?.then((loaded) => loaded && action(loaded.default));
}

export const toast = Object.assign((message: Message, options?: ToastOptions) => show('blank', message, options), {
  success: (message: Message, options?: ToastOptions) => show('success', message, options),
  error: (message: Message, options?: ToastOptions) => show('error', message, options),
  loading: (message: Message, options?: ToastOptions) => show('loading', message, options),
  dismiss: (id?: string) => later((library) => library.dismiss(id)),
  remove: (id?: string) => later((library) => library.remove(id)),
});
