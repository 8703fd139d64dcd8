import { forwardRef } from 'react';
import { Button, type ButtonProps } from './Button';

export interface IconButtonProps extends Omit<ButtonProps, 'children' | 'aria-label'> {
  /** The accessible name; an icon alone says nothing to a screen reader. */
  label: string;
  icon: ButtonProps['icon'];
}

/**
 * A square button with only an icon, named by `label` (also its tooltip text).
 *
 * @example
 * <IconButton label={t('close')} icon={<X size={16} aria-hidden />} variant="ghost" onClick={close} />
 */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, className, variant = 'ghost', ...rest },
  ref,
) {
  return (
    <Button ref={ref} variant={variant} aria-label={label} title={label} className={['ui-icon-button', className].filter(Boolean).join(' ')} {...rest} />
  );
});
