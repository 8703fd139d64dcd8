import { routePath } from '@panel/rules';
import { Link, Loadable, PageHeader } from '@panel/ui';
import { useInstanceSettings } from '../../../api/instance-settings';
import { useInstanceSettingsT, type InstanceSettingsMessage } from '../../../messages/instance-settings';
import { MaintenanceTools } from './MaintenanceTools';
import { SettingsForm } from './SettingsForm';
import { hintKeyOf, labelKeyOf, SETTING_GROUPS } from './settings-groups';
import './instance-settings.css';

/** `/staff/instance/settings`: the configuration, group by group, and the admin's checks and cleanup. */
export function InstanceSettingsScreen() {
  const t = useInstanceSettingsT();
  const { data, error, mutate } = useInstanceSettings();
  const labelOf = (key: string) => t(labelKeyOf(key) as InstanceSettingsMessage);
  const hintOf = (key: string) => {
    const hint = t(hintKeyOf(key) as InstanceSettingsMessage);
    // A key without a hint comes back as itself.
    return hint === hintKeyOf(key) ? undefined : hint;
  };
  return (
    <>
      <PageHeader title={t('settingsTitle')} description={t('settingsIntro')} />
      <nav className="staff-settings-links" aria-label={t('settingsTitle')}>
        <Link to={routePath('staffInstanceMode')}>{t('settingsModeLink')}</Link>
        <Link to={routePath('staffEvents')}>{t('settingsEventsLink')}</Link>
        <Link to={routePath('staffSidebar')}>{t('settingsSidebarLink')}</Link>
        <Link to={routePath('staffEarningMethods')}>{t('settingsEarningLink')}</Link>
      </nav>
      <Loadable state={error ? 'error' : data ? 'success' : 'loading'} errorMessage={t('settingsLoadFailed')} onRetry={() => void mutate()}>
        {data && (
          <div className="staff-settings">
            {SETTING_GROUPS.map((group) => (
              <SettingsForm key={group.id} id={`settings-${group.id}`} title={t(`group_${group.id}`)} fields={group.fields} settings={data} labelOf={labelOf} hintOf={hintOf} />
            ))}
            <MaintenanceTools />
          </div>
        )}
      </Loadable>
    </>
  );
}
