import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { Alert, useLanguage } from '@panel/ui';
import { isServerKey } from '../../api/server';
import { useUsage } from '../../api/usage';
import { useCustomerT, type CustomerMessage } from '../../messages';
import { formatCpu, formatMegabytes } from './resource-format';
import { overLimits, USAGE_RESOURCES, type UsageResource } from './usage-rules';

const LABEL: Record<UsageResource, CustomerMessage> = {
  memory: 'homeUsageMemory',
  cpu: 'homeUsageCpu',
  disk: 'homeUsageDisk',
  servers: 'homeUsageServers',
  databases: 'homeUsageDatabases',
  allocations: 'homeUsageAllocations',
  backups: 'homeUsageBackups',
};

/** Resource split: what the servers take of the account's limits, and a warning when over them. */
export function AccountUsage({ userId }: { userId: string }) {
  const t = useCustomerT();
  const language = useLanguage();
  const { data, error } = useUsage(userId);
  const { mutate } = useSWRConfig();
  const headingId = 'home-usage-heading';
  const over = data ? overLimits(data) : [];
  const overCount = over.length;
  // Reading the usage suspends the servers of an account over its limits: their cards follow.
  useEffect(() => {
    if (overCount > 0) void mutate(isServerKey);
  }, [overCount, mutate]);
  if (error && !data) {
    return (
      <Alert tone="warning">
        <p>{t('homeUsageError')}</p>
      </Alert>
    );
  }
  if (!data) return null;
  const amount = (resource: UsageResource, value: number) =>
    resource === 'memory' || resource === 'disk' ? formatMegabytes(value, language) : resource === 'cpu' ? formatCpu(value, language) : String(value);
  return (
    <section className="home-section" aria-labelledby={headingId}>
      <header className="home-section-header">
        <h2 id={headingId}>{t('homeUsageTitle')}</h2>
      </header>
      {over.length > 0 && (
        <Alert tone="danger">
          <p>{t('homeUsageOver', { resources: over.map((resource) => t(LABEL[resource])).join(', ') })}</p>
        </Alert>
      )}
      <ul className="home-usage">
        {USAGE_RESOURCES.map((resource) => {
          const used = data.resources[resource];
          const limit = data.limits[resource];
          const labelId = `home-usage-${resource}`;
          return (
            <li key={resource} data-over={used > limit || undefined}>
              <span id={labelId} className="home-usage-label">{t(LABEL[resource])}</span>
              <span className="home-usage-value">{t('homeUsageOf', { used: amount(resource, used), limit: amount(resource, limit) })}</span>
              <meter aria-labelledby={labelId} min={0} max={Math.max(limit, used, 1)} value={used} high={limit * 0.9} optimum={0} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
