import type { ReactNode } from 'react';
import './DescriptionList.css';

/**
 * Label/value pairs (a `<dl>`), in two columns where there is room.
 *
 * @example
 * <DescriptionList items={[{ label: t('status'), value: <Badge>…</Badge> }, { label: t('due'), value: <DateTime value={due} /> }]} />
 */
export function DescriptionList({ items }: { items: { label: ReactNode; value: ReactNode }[] }) {
  return (
    <dl className="ui-description-list">
      {items.map((item, index) => (
        <div key={index} className="ui-description-item">
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
