/**
 * The static sign-in form this remote publishes (public/fragments/auth/login.html) is
 * included in the page by the shell's server, so a visitor can start typing before any
 * JavaScript has run. When the real screen mounts it takes over what the visitor did there.
 */
export interface LoginFragmentState {
  email: string;
  password: string;
  focused: 'email' | 'password' | null;
  /** The caret (or selected text) in the focused field, where the field type lets a script read it. */
  selection: { start: number; end: number; direction: 'forward' | 'backward' | 'none' } | null;
  /** The visitor pressed Sign in before the app was ready; the inline script queued it. */
  submitted: boolean;
}

const fragmentForm = () => document.querySelector<HTMLFormElement>('[data-boot-fragment] form[data-login-form]');

export function readLoginFragment(): LoginFragmentState | null {
  const form = fragmentForm();
  if (!form) return null;
  const value = (name: string) => (form.elements.namedItem(name) as HTMLInputElement | null)?.value ?? '';
  const active = document.activeElement;
  const focusedField =
    active instanceof HTMLInputElement && form.contains(active) && (active.name === 'email' || active.name === 'password') ? active : null;
  // null for an email field: browsers expose no caret there.
  const { selectionStart: start, selectionEnd: end, selectionDirection: direction } = focusedField ?? {};
  return {
    email: value('email'),
    password: value('password'),
    focused: focusedField ? (focusedField.name as 'email' | 'password') : null,
    selection: start != null && end != null ? { start, end, direction: direction ?? 'none' } : null,
    submitted: form.hasAttribute('data-submitted'),
  };
}

/** Removes the server-included fragment that holds the sign-in form, once the screen has taken it over. */
export function removeLoginFragment(): void {
  fragmentForm()?.closest('[data-boot-fragment]')?.remove();
}
