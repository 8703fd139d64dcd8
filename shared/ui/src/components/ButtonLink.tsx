import { Link as RouterLink } from '@panel/router';
import type { ComponentProps } from 'react';
import type { ButtonSize, ButtonVariant } from './Button';
import './Button.css';

/**
 * A link inside the panel that looks like a Button: for a way forward that is a place, not an
 * action (navigation keeps its link semantics, opens in a new tab, shows its address).
 *
 * @example
 * <ButtonLink to="/">{t('toDashboard')}</ButtonLink>
 */
export function ButtonLink({ variant = 'primary', size = 'md', className, ...rest }: ComponentProps<typeof RouterLink> & { variant?: ButtonVariant; size?: ButtonSize }) {
  return <RouterLink className={['ui-button', `ui-button-${variant}`, `ui-button-${size}`, className].filter(Boolean).join(' ')} {...rest} />;
}
