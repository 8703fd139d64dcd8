import { describe, expect, it } from 'vitest';
import { changedSettings, checkDrafts, draftOf, parseDraft, settingOfRefusal, type SettingField } from './setting-fields';
import { SETTING_GROUPS } from './settings-groups';
import { instanceSettingsEnglish } from '../../../messages/instance-settings.en';
import { hintKeyOf, labelKeyOf } from './settings-groups';

const name: SettingField = { key: 'info.name', kind: { type: 'text', required: true, max: 64 } };
const share: SettingField = { key: 'settings.referrals.purchaseShare', kind: { type: 'number', min: 0, max: 1 } };
const banner: SettingField = { key: 'info.warnmsg', kind: { type: 'textarea', nullable: true } };
const logo: SettingField = { key: 'info.logo', kind: { type: 'url' } };
const reset: SettingField = { key: 'info.earnReset', kind: { type: 'time' } };
const dialogParts = SETTING_GROUPS.find((group) => group.id === 'announcement')?.fields ?? [];
const announcement = { id: 'maintenance-1', enabled: true, title: 'Planned maintenance', message: 'Down on **Sunday**.' };
const storedAnnouncement = { 'info.dialog.id': 'maintenance-1', 'info.dialog.enabled': true, 'info.dialog.title': 'Planned maintenance', 'info.dialog.message': 'Down on **Sunday**.' };
const dialogDrafts = (drafts: Partial<Record<keyof typeof announcement, string | boolean>>) => ({
  'info.dialog.enabled': true, 'info.dialog.id': '', 'info.dialog.title': '', 'info.dialog.message': '',
  ...Object.fromEntries(Object.entries(drafts).map(([part, value]) => [`info.dialog.${part}`, value])),
});

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

describe('the daily earning reset', () => {
  const stored = Date.parse('2027-01-01T00:00:00Z');

  it('shows the stored moment’s time of day (UTC) and keeps its day when saved', () => {
    expect(draftOf(reset, Date.parse('2027-01-01T18:30:00Z'))).toBe('18:30');
    expect(parseDraft(reset, '18:30', stored)).toEqual({ value: Date.parse('2027-01-01T18:30:00Z') });
    expect(checkDrafts([reset], { 'info.earnReset': stored }, { 'info.earnReset': '00:00' }).edits).toEqual([]);
  });

  it.each([['', 'required'], ['24:00', 'notTime'], ['7pm', 'notTime']])('refuses %j as %s', (draft, problem) => {
    expect(parseDraft(reset, draft, stored)).toEqual({ problem });
  });
});

describe('the announcement, an object that may be absent', () => {
  it('is sent as a whole while there is none, and needs an id, a title and a message', () => {
    const none = { 'info.dialog': null };
    expect(checkDrafts(dialogParts, none, dialogDrafts({}))).toEqual({ edits: [], problems: {} });
    expect(checkDrafts(dialogParts, none, dialogDrafts(announcement))).toEqual({ edits: [{ key: 'info.dialog', value: announcement }], problems: {} });
    expect(checkDrafts(dialogParts, none, dialogDrafts({ title: 'Planned maintenance' })).problems).toEqual({ 'info.dialog.id': 'required', 'info.dialog.message': 'required' });
  });

  it('is changed part by part once there is one, and removed when its text is cleared', () => {
    expect(checkDrafts(dialogParts, storedAnnouncement, dialogDrafts({ ...announcement, enabled: false })).edits).toEqual([{ key: 'info.dialog.enabled', value: false }]);
    const removal = checkDrafts(dialogParts, storedAnnouncement, dialogDrafts({}));
    expect(removal.edits).toEqual([{ key: 'info.dialog', value: null }]);
    expect(changedSettings(dialogParts, storedAnnouncement, removal.edits).map(({ field, after }) => [field.key, after])).toEqual([
      ['info.dialog.id', undefined],
      ['info.dialog.title', undefined],
      ['info.dialog.message', undefined],
    ]);
  });

  it('is shown on, as the panel shows it, when the configuration does not say', () => {
    const enabled = dialogParts.find((field) => field.key === 'info.dialog.enabled');
    expect(enabled && draftOf(enabled, undefined)).toBe(true);
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
    expect(settingOfRefusal('body.0.value.message', [{ key: 'info.dialog' }])).toBe('info.dialog.message');
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
