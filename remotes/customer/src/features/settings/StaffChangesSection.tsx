import { useConfig, useSession } from '@panel/session';
import { Alert, Button, Card, formatDate, formatMoney, useLanguage } from '@panel/ui';
import { useStaffChanges } from '../../api/staff-changes';
import { useStaffChangesT, type StaffChangesMessage } from '../../messages/staff-changes';
import { ListSkeleton } from './ListSkeleton';
import { changeLines, KNOWN_ACTIONS, KNOWN_FIELDS } from './staff-change-lines';

/** What our team changed on the account and when (never who). */
export function StaffChangesSection() {
  const t = useStaffChangesT();
  const language = useLanguage();
  const { currency } = useConfig();
  const userId = useSession((s) => s.userId);
  const changes = useStaffChanges(userId);

  const fieldName = (field: string) => ((KNOWN_FIELDS as readonly string[]).includes(field) ? t(`staffChangesField_${field}` as StaffChangesMessage) : field);
  const actionName = (action: string) => ((KNOWN_ACTIONS as readonly string[]).includes(action) ? t(`staffChangesAction_${action}` as StaffChangesMessage) : t('staffChangesUnknownAction'));
  const show = (field: string, value: unknown) => {
    if (value === null || value === undefined || value === '') return t('staffChangesEmpty');
    if (field === 'balance' && typeof value === 'number') return formatMoney(value, currency, language);
    return String(value);
  };

  return (
    <Card title={t('staffChangesTitle')} aria-label={t('staffChangesTitle')}>
      <p className="settings-muted">{t('staffChangesIntro')}</p>
      {changes.error && !changes.data ? (
        <Alert
          tone="danger"
          actions={
            <Button variant="secondary" size="sm" onClick={() => changes.mutate()}>
              {t('staffChangesRetry')}
            </Button>
          }
        >
          {t('staffChangesFailed')}
        </Alert>
      ) : !changes.data ? (
        <ListSkeleton />
      ) : changes.data.length === 0 ? (
        <p className="settings-muted">{t('staffChangesNone')}</p>
      ) : (
        <ul className="settings-list">
          {changes.data.map((change) => (
            <li key={change._id} className="settings-item">
              <div className="settings-item-text">
                <span className="settings-item-name">
                  <strong>{actionName(change.action)}</strong>
                </span>
                <span className="settings-muted">{t('staffChangesWhen', { date: formatDate(change.date, language, 'dateTime') })}</span>
                {changeLines(change).map((line) => (
                  <span key={line.field}>
                    {line.values
                      ? t('staffChangesValue', { field: fieldName(line.field), before: show(line.field, line.values.before), after: show(line.field, line.values.after) })
                      : t('staffChangesField', { field: fieldName(line.field) })}
                  </span>
                ))}
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
