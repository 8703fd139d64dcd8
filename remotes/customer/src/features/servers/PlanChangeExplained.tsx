import { formatDate, useLanguage } from '@panel/ui';
import { useServersT } from '../../messages/servers';
import type { PlanChange } from './plan-change';
import { RESOURCE_LABELS } from './resource-labels';
import { useMoneyText } from './use-money-text';

/**
 * Before a plan switch is confirmed: what changes, what each renewal then costs against now,
 * when the new price is first charged (nothing now: the next renewal invoice bills the new plan),
 * and that the files stay.
 */
export function PlanChangeExplained({
  change,
  renewal,
  headingId,
  headingAs: Heading = 'h2',
}: {
  change: PlanChange;
  renewal: number | null;
  headingId?: string;
  /** h2 on the page, h3 under a dialog's title. */
  headingAs?: 'h2' | 'h3';
}) {
  const t = useServersT();
  const money = useMoneyText();
  const language = useLanguage();
  const { before, after, difference } = change;
  const prices = { before: money(before ?? 0), after: money(after), difference: money(Math.abs(difference ?? 0)) };
  const cost =
    difference === null
      ? t('serverEditCostsFrom', prices)
      : difference > 0
        ? t('serverEditCostsMore', prices)
        : difference < 0
          ? t('serverEditCostsLess', prices)
          : t('serverEditCostsSame', prices);
  return (
    <div className="server-change">
      <Heading id={headingId}>{t('serverEditExplainCharge')}</Heading>
      {change.resources.length > 0 && (
        <>
          <p>{t('serverEditChangesTitle')}</p>
          <ul>
            {change.resources.map((line) => (
              <li key={line.resource}>{t('serverEditResourceChange', { resource: t(RESOURCE_LABELS[line.resource]), before: line.before, after: line.after })}</li>
            ))}
          </ul>
        </>
      )}
      <p>{cost}</p>
      <p>{renewal !== null ? t('serverEditChargedOn', { date: formatDate(renewal, language) }) : t('serverEditChargedNext')}</p>
      <p>{t('serverEditKeepsFiles')}</p>
    </div>
  );
}
