import './Spinner.css';

/**
 * A spinning ring with a text for assistive technology.
 *
 * @example
 * <Spinner label={t('loading')} />
 */
export function Spinner({ label, size = 'md', showLabel = false }: { label: string; size?: 'sm' | 'md'; /** The text beside the ring, for a wait worth explaining. */ showLabel?: boolean }) {
  return (
    <span className={`ui-spinner ui-spinner-${size}`} role="status">
      <span className="ui-spinner-ring" aria-hidden="true" />
      <span className={showLabel ? 'ui-spinner-label' : 'visually-hidden'}>{label}</span>
    </span>
  );
}
