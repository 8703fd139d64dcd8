import './Skeleton.css';

/**
 * A grey placeholder of the shape of what is loading; hidden from assistive technology
 * (the region that loads says so with aria-busy).
 *
 * @example
 * <Skeleton width="12rem" height="1.2rem" />
 */
export function Skeleton({ width = '100%', height = '1rem', circle = false }: { width?: string; height?: string; circle?: boolean }) {
  return <span className={`ui-skeleton${circle ? ' ui-skeleton-circle' : ''}`} style={{ width, height }} aria-hidden="true" />;
}
