import { AlertTriangle, CheckCircle2, Info, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import './Alert.css';

export type AlertTone = 'info' | 'success' | 'warning' | 'danger';
const ICONS = { info: Info, success: CheckCircle2, warning: AlertTriangle, danger: XCircle };

/**
 * A notice in the page. `danger` and `warning` interrupt (role alert); the others wait their
 * turn (role status), unless `role` says otherwise.
 *
 * @example
 * <Alert tone="danger" title={t('paymentFailed')}>{message}</Alert>
 */
export function Alert({
  tone = 'info',
  title,
  titleAs: Title = 'p',
  children,
  actions,
  role = tone === 'danger' || tone === 'warning' ? 'alert' : 'status',
}: {
  tone?: AlertTone;
  title?: ReactNode;
  /** A heading level when the notice is what the page (or section) is about, e.g. a load error. */
  titleAs?: 'p' | 'h2' | 'h3';
  children?: ReactNode;
  actions?: ReactNode;
  /**
   * `status`: read politely rather than interrupting. `none`: not a live region at all, for a
   * notice the page announces another way (e.g. a ticking countdown whose sentence is read once).
   */
  role?: 'alert' | 'status' | 'none';
}) {
  const Icon = ICONS[tone];
  return (
    <div className={`ui-alert ui-alert-${tone}`} role={role}>
      <Icon className="ui-alert-icon" size={20} aria-hidden="true" />
      <div className="ui-alert-body">
        {title && <Title className="ui-alert-title">{title}</Title>}
        {children}
        {actions && <div className="ui-alert-actions">{actions}</div>}
      </div>
    </div>
  );
}
