import { describe, expect, it } from 'vitest';
import { checkDrafts, parseDraft, settingOfRefusal, type SettingField } from './setting-fields';
import { SETTING_GROUPS } from './settings-groups';
import { instanceSettingsEnglish } from '../../../messages/instance-settings.en';
import { hintKeyOf, labelKeyOf } from './settings-groups';

const name: SettingField = { key: 'info.name', kind: { type: 'text', required: true, max: 64 } };
const share: SettingField = { key: 'settings.referrals.purchaseShare', kind: { type: 'number', min: 0, max: 1 } };
const banner: SettingField = { key: 'info.warnmsg', kind: { type: 'textarea', nullable: true } };
const logo: SettingField = { key: 'info.logo', kind: { type: 'url' } };

describe('a typed setting', () => {
  it('is read as its stored type, empty optional text as null', () => {
    expect(parseDraft(share, '0.25')).toEqual({ value: 0.25 });
    expect(parseDraft(banner, '   ')).toEqual({ value: null });
    expect(parseDraft({ key: 'x', kind: { type: 'switch' } }, true)).toEqual({ value: true });
  });

  it('is refused with the reason', () => {
    expect(parseDraft(name, '')).toEqual({ problem: 'required' });
    expect(parseDraft(share, '1.5')).toEqual({ problem: 'tooLarge' });
    expect(parseDraft(share, 'ten')).toEqual({ problem: 'notNumber' });
    expect(parseDraft(logo, 'javascript:alert(1)')).toEqual({ problem: 'notUrl' });
    expect(parseDraft({ key: 'c', kind: { type: 'text', pattern: /^[A-Z]{3}$/, patternError: 'notCurrencyCode' } }, 'eur')).toEqual({ problem: 'notCurrencyCode' });
  });
});

describe('saving a group', () => {
  it('sends only what changed', () => {
    const stored = { 'info.name': 'Nebula', 'info.warnmsg': null, 'settings.referrals.purchaseShare': 0.1 };
    const { edits, problems } = checkDrafts([name, banner, share], stored, { 'info.name': 'Orbit', 'info.warnmsg': '', 'settings.referrals.purchaseShare': '0.1' });
    expect(problems).toEqual({});
    expect(edits).toEqual([{ key: 'info.name', value: 'Orbit' }]);
  });

  it('puts a server refusal on the setting it names', () => {
    expect(settingOfRefusal('body.1.value', [{ key: 'a' }, { key: 'info.name' }])).toBe('info.name');
    expect(settingOfRefusal('body', [{ key: 'a' }])).toBeNull();
  });
});

describe('the settings catalogue', () => {
  it('labels every setting of every group', () => {
    const keys = new Set(Object.keys(instanceSettingsEnglish));
    const fields = SETTING_GROUPS.flatMap((group) => group.fields.map((field) => field.key));
    expect(fields.filter((key) => !keys.has(labelKeyOf(key)))).toEqual([]);
    expect(keys.has(hintKeyOf('info.name'))).toBe(true);
  });
});
