import { Skeleton } from '@panel/ui';

/** The shape of a list while it loads; the region says it is busy. */
export function ListSkeleton() {
  return (
    <div className="settings-list" aria-busy="true">
      {[0, 1].map((row) => (
        <div key={row} className="settings-item">
          <div className="settings-item-text">
            <Skeleton width="10rem" height="1.1rem" />
            <Skeleton width="14rem" height="0.9rem" />
          </div>
        </div>
      ))}
    </div>
  );
}
