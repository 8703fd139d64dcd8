import type { ReactNode } from 'react';
import './StatCard.css';

/**
 * One figure with its label, in a term/definition pair (place several in a `<dl className="ui-stats">`).
 *
 * @example
 * <dl className="ui-stats"><StatCard label={t('balance')} value={<Money amount={12} />} /></dl>
 */
export function StatCard({ label, value, hint, icon }: { label: ReactNode; value: ReactNode; hint?: ReactNode; icon?: ReactNode }) {
  return (
    <div className="ui-stat">
      <dt className="ui-stat-label">
        {icon}
        {label}
      </dt>
      <dd className="ui-stat-value">{value}</dd>
      {hint && <dd className="ui-stat-hint">{hint}</dd>}
    </div>
  );
}
