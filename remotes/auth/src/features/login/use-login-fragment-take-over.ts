import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { readLoginFragment, removeLoginFragment, type LoginFragmentState } from './login-fragment';

/**
 * Takes over the server-included sign-in form: what was typed, the focused field with its
 * caret, and a sign-in the inline script queued.
 *
 * Everything a keystroke depends on moves in one layout effect, which also removes the
 * fragment: values, fragment, focus and caret change in one task, so no keystroke can land
 * between the two forms. (The focus used to move in a passive effect, after the shell had
 * removed the fragment: keystrokes delivered in between went to the page body and were lost.)
 */
export function useLoginFragmentTakeOver(
  /** The form's `setValue` (react-hook-form's, stable across renders). */
  setValue: (name: 'email' | 'password', value: string) => void,
  form: RefObject<HTMLFormElement | null>,
) {
  const queuedSubmit = useRef(false);

  useLayoutEffect(() => {
    const fragment = readLoginFragment();
    if (!fragment || !form.current) return;
    setValue('email', fragment.email);
    setValue('password', fragment.password);
    // The shell's page keeps the app hidden while a fragment precedes it, and a hidden field
    // cannot take the focus: the fragment goes first (the shell's removal then finds nothing).
    removeLoginFragment();
    continueTyping(form.current, fragment);
    queuedSubmit.current = fragment.submitted;
  }, [setValue, form]);

  // A queued sign-in is sent once the form's own handlers are in place.
  useEffect(() => {
    if (!queuedSubmit.current) return;
    queuedSubmit.current = false;
    form.current?.requestSubmit();
  }, [form]);
}

function continueTyping(form: HTMLFormElement, { focused, selection }: LoginFragmentState) {
  if (!focused) return;
  const field = form.elements.namedItem(focused);
  if (!(field instanceof HTMLInputElement)) return;
  field.focus();
  if (selection) field.setSelectionRange(selection.start, selection.end, selection.direction);
}
