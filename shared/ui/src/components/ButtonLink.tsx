import { Link as RouterLink } from '@panel/router';
import type { ComponentProps } from 'react';
import type { ButtonSize, ButtonVariant } from './Button';
import './Button.css';

/**
 * A link inside the panel that looks like a Button: for a step that goes somewhere (a
 * page, a sign-in provider) rather than doing something on this one.
 *
 * @example
 * <ButtonLink to="/auth/oauth" variant="secondary">{t('continueWithDiscord')}</ButtonLink>
 */
export function ButtonLink({
  variant = 'primary',
  size = 'md',
  className,
  ...link
}: { variant?: ButtonVariant; size?: ButtonSize } & ComponentProps<typeof RouterLink>) {
  return <RouterLink className={['ui-button', `ui-button-${variant}`, `ui-button-${size}`, className].filter(Boolean).join(' ')} {...link} />;
}
