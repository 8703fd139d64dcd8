import { ColorSchemePicker, LanguagePicker } from '@panel/ui';
import { useShellT } from '../messages';

/** The language and colour scheme, remembered per browser, at the foot of the sidebar. */
export function Preferences() {
  const t = useShellT();
  return (
    <div className="app-preferences" role="group" aria-label={t('preferences')}>
      <LanguagePicker />
      <ColorSchemePicker />
    </div>
  );
}
