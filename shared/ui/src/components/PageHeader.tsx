import type { ReactNode } from 'react';
import { useKitT } from '../i18n/kit-messages';
import { Link } from './Link';
import './PageHeader.css';

export interface Crumb {
  label: string;
  /** Absent on the current page. */
  to?: string;
}

/**
 * The page's one h1, its breadcrumbs (a named navigation landmark) and its actions.
 *
 * @example
 * <PageHeader title={t('invoice', { id })} breadcrumbs={[{ label: t('invoices'), to: '/invoices' }, { label: id }]} actions={<Button>…</Button>} />
 */
export function PageHeader({ title, breadcrumbs, description, actions }: { title: ReactNode; breadcrumbs?: Crumb[]; description?: ReactNode; actions?: ReactNode }) {
  const t = useKitT();
  return (
    <header className="ui-page-header">
      {breadcrumbs && breadcrumbs.length > 0 && (
        <nav aria-label={t('breadcrumbs')}>
          <ol className="ui-breadcrumbs">
            {breadcrumbs.map((crumb, index) => (
              <li key={`${index}-${crumb.label}`}>
                {crumb.to ? <Link to={crumb.to}>{crumb.label}</Link> : <span aria-current="page">{crumb.label}</span>}
              </li>
            ))}
          </ol>
        </nav>
      )}
      <div className="ui-page-header-row">
        <div>
          <h1 className="ui-page-title">{title}</h1>
          {description && <p className="ui-page-description">{description}</p>}
        </div>
        {actions && <div className="ui-page-actions">{actions}</div>}
      </div>
    </header>
  );
}
