import type { HTMLAttributes, ReactNode } from 'react';
import './Card.css';

/**
 * A surface that groups related content, optionally titled (then a labelled region).
 *
 * @example
 * <Card title={t('billing')}>…</Card>
 */
export function Card({ title, actions, children, className, ...rest }: { title?: ReactNode; actions?: ReactNode } & HTMLAttributes<HTMLElement>) {
  return (
    <section className={['ui-card', className].filter(Boolean).join(' ')} {...rest}>
      {(title || actions) && (
        <header className="ui-card-header">
          {title && <h2 className="ui-card-title">{title}</h2>}
          {actions}
        </header>
      )}
      {children}
    </section>
  );
}
