import { Card, ColorSchemePicker, LanguagePicker } from '@panel/ui';
import { useSettingsT } from '../../messages/settings';

/** Language and colour scheme: the kit's pickers, remembered per browser. */
export function PreferencesSection() {
  const t = useSettingsT();
  return (
    <Card title={t('settingsPreferences')} aria-label={t('settingsPreferences')}>
      <p className="settings-muted">{t('settingsPreferencesIntro')}</p>
      <div className="settings-pickers">
        <LanguagePicker />
        <ColorSchemePicker />
      </div>
    </Card>
  );
}
