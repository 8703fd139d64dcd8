/**
 * Moves the focus to the form's first field marked invalid: for a group of radios, to its first
 * radio that can be chosen. Runs after the next paint, when the errors are on the page.
 */
export function focusFirstProblem(form: HTMLElement | null): void {
  requestAnimationFrame(() => {
    const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    const target = invalid?.getAttribute('role') === 'radiogroup' ? invalid.querySelector<HTMLElement>('input[type="radio"]:not(:disabled), [role="radio"]:not([disabled])') : invalid;
    target?.focus();
  });
}
