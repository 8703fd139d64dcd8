import { Link as RouterLink } from '@panel/router';
import type { ComponentProps } from 'react';
import './Link.css';

type RouterLinkProps = ComponentProps<typeof RouterLink>;

/**
 * A link inside the panel (client-side navigation), or to another site when `to` is absolute,
 * which opens in a new tab without handing it this page (`rel="noopener noreferrer"`).
 *
 * @example
 * <Link to={`/invoice/${id}`}>{id}</Link>
 */
export function Link({ to, className, ...rest }: RouterLinkProps) {
  const classes = ['ui-link', className].filter(Boolean).join(' ');
  if (typeof to === 'string' && /^(https?:|mailto:)/i.test(to)) {
    return <a href={to} className={classes} target="_blank" rel="noopener noreferrer" {...rest} />;
  }
  return <RouterLink to={to} className={classes} {...rest} />;
}
