import type { SettingField } from './setting-fields';

export interface SettingGroup {
  id: 'general' | 'announcement' | 'login' | 'payments' | 'ads' | 'theme' | 'referrals' | 'currency';
  fields: SettingField[];
}

const url = (key: string, nullable = true): SettingField => ({ key, kind: { type: 'url', nullable } });
const toggle = (key: string): SettingField => ({ key, kind: { type: 'switch' } });
const optionalText = (key: string, max = 200): SettingField => ({ key, kind: { type: 'text', nullable: true, max } });

/** The configuration of spec section 3, grouped as an admin thinks of it. */
export const SETTING_GROUPS: readonly SettingGroup[] = [
  {
    id: 'general',
    fields: [
      { key: 'info.name', kind: { type: 'text', required: true, max: 64 } },
      url('info.logo', false),
      url('info.panelUrl', false),
      url('info.tos', false),
      url('info.privacy', false),
      { key: 'info.warnmsg', kind: { type: 'textarea', nullable: true, max: 2000 } },
      url('welcomeImage'),
      optionalText('umami', 64),
      toggle('coinEarning'),
      { key: 'info.earnReset', kind: { type: 'time' } },
      toggle('disableMAA'),
      { key: 'settings.deletionThreshold', kind: { type: 'number', min: 0, max: 3650, integer: true } },
      toggle('ipd'),
    ],
  },
  {
    // The dialog the panel shows every visitor once (`info.dialog`); null when there is none.
    id: 'announcement',
    fields: [
      { key: 'info.dialog.enabled', partOf: 'info.dialog', kind: { type: 'switch', absentAs: true } },
      { key: 'info.dialog.id', partOf: 'info.dialog', kind: { type: 'text', required: true, max: 64 } },
      { key: 'info.dialog.title', partOf: 'info.dialog', kind: { type: 'text', required: true, max: 120 } },
      { key: 'info.dialog.message', partOf: 'info.dialog', kind: { type: 'textarea', required: true, max: 2000 } },
    ],
  },
  {
    id: 'login',
    fields: [toggle('settings.login.email'), toggle('settings.login.discord'), optionalText('settings.login.turnstile_sitekey', 100), url('settings.login.bg'), toggle('settings.login.floating')],
  },
  {
    id: 'payments',
    fields: [
      toggle('settings.payments.stripe.enabled'),
      { key: 'settings.payments.stripe.publishableKey', kind: { type: 'text', max: 200 } },
      toggle('settings.payments.paypal.enabled'),
      { key: 'settings.payments.paypal.clientId', kind: { type: 'text', max: 200 } },
      toggle('settings.payments.coingate.enabled'),
      toggle('settings.payments.cashfree.enabled'),
      optionalText('settings.payments.cashfree.appid', 100),
      toggle('settings.payments.litepay.enabled'),
    ],
  },
  {
    id: 'ads',
    fields: [
      toggle('settings.ads.site'),
      { key: 'settings.ads.adservice', kind: { type: 'select', options: ['NONE', 'ADSENSE', 'ADSTERRA'] } },
      optionalText('settings.ads.b1', 100),
      optionalText('settings.ads.adsterraBanner', 100),
      toggle('settings.ads.aadbl'),
    ],
  },
  {
    id: 'theme',
    fields: [
      { key: 'settings.theme.primary', kind: { type: 'text', required: true, pattern: /^#[0-9a-fA-F]{6}$/, patternError: 'notColor' } },
      { key: 'settings.theme.font', kind: { type: 'text', required: true, max: 64 } },
      url('settings.theme.bg'),
    ],
  },
  {
    id: 'referrals',
    fields: [
      toggle('settings.referrals.enabled'),
      { key: 'settings.referrals.signupReward', kind: { type: 'number', min: 0, max: 1_000_000, integer: true } },
      { key: 'settings.referrals.purchaseShare', kind: { type: 'number', min: 0, max: 1 } },
      { key: 'settings.referrals.minimumReferralsRequiredForCustomLinkByPlan.ALL', kind: { type: 'number', min: 0, max: 100_000, integer: true } },
    ],
  },
  {
    id: 'currency',
    fields: [
      { key: 'currency.abbreviation', kind: { type: 'text', required: true, pattern: /^[A-Z]{3}$/, patternError: 'notCurrencyCode' } },
      { key: 'currency.name', kind: { type: 'text', required: true, max: 64 } },
      { key: 'currency.symbol', kind: { type: 'text', required: true, max: 8 } },
    ],
  },
];

/** The catalogue key of a setting's label (`info.name` → `info__name`); its hint adds `__hint`. */
export const labelKeyOf = (key: string) => key.replaceAll('.', '__');
export const hintKeyOf = (key: string) => `${labelKeyOf(key)}__hint`;
