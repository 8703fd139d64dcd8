import type { ReactNode } from 'react';
import './EmptyState.css';

/**
 * What a list or page shows when there is nothing yet, with the way forward.
 *
 * @example
 * <EmptyState icon={<Server aria-hidden />} title={t('noServers')} action={<Button>{t('create')}</Button>} />
 */
export function EmptyState({ icon, title, children, action }: { icon?: ReactNode; title: ReactNode; children?: ReactNode; action?: ReactNode }) {
  return (
    <div className="ui-empty">
      {icon && <div className="ui-empty-icon">{icon}</div>}
      <p className="ui-empty-title">{title}</p>
      {children && <div className="ui-empty-text">{children}</div>}
      {action}
    </div>
  );
}
