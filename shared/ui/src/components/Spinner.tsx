import './Spinner.css';

/**
 * A spinning ring with a text for assistive technology.
 *
 * @example
 * <Spinner label={t('loading')} />
 */
export function Spinner({ label, size = 'md' }: { label: string; size?: 'sm' | 'md' }) {
  return (
    <span className={`ui-spinner ui-spinner-${size}`} role="status">
      <span className="ui-spinner-ring" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
