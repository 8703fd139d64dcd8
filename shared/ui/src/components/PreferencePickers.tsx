import './FormField.css';
import { LANGUAGES, switchLanguage, useLanguage, type Language } from '../i18n/i18n';
import { useKitT } from '../i18n/kit-messages';
import { colorScheme, useColorScheme, type ColorScheme } from '../theme/color-scheme';

// Each language is named in itself, whatever the current language.
const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', fr: 'Français' };

/**
 * The colour scheme toggle (system, light, dark), remembered per browser.
 *
 * @example
 * <ColorSchemePicker />
 */
export function ColorSchemePicker() {
  const t = useKitT();
  const scheme = useColorScheme();
  const labels: Record<ColorScheme, string> = { system: t('schemeSystem'), light: t('schemeLight'), dark: t('schemeDark') };
  return (
    <label className="ui-field">
      <span className="ui-field-label">{t('colorScheme')}</span>
      <select className="ui-input" value={scheme} onChange={(event) => colorScheme.set(event.target.value as ColorScheme)}>
        {(Object.keys(labels) as ColorScheme[]).map((value) => (
          <option key={value} value={value}>
            {labels[value]}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * The language picker, remembered per browser. The page changes language once every part of it
 * has the new messages.
 *
 * @example
 * <LanguagePicker />
 */
export function LanguagePicker() {
  const t = useKitT();
  const current = useLanguage();
  return (
    <label className="ui-field">
      <span className="ui-field-label">{t('language')}</span>
      <select className="ui-input" value={current} onChange={(event) => void switchLanguage(event.target.value as Language)}>
        {LANGUAGES.map((value) => (
          <option key={value} value={value} lang={value}>
            {LANGUAGE_NAMES[value]}
          </option>
        ))}
      </select>
    </label>
  );
}
