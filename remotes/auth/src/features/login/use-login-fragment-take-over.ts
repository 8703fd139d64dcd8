import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { readLoginFragment, type LoginFragmentState } from './login-fragment';

/**
 * Takes over the server-included sign-in form: what was typed, the focused field with its
 * caret, and a sign-in the inline script queued.
 *
 * Everything a keystroke depends on moves in a layout effect, in the commit that removes the
 * fragment (the shell's BootFragmentDone runs after the screen's own effects). Were the focus
 * moved later, in a passive effect, the browser could deliver keystrokes in between, to a page
 * whose focused field had just been removed: they were lost.
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
