import { Loadable } from '@panel/ui';
import { useInstanceSettings } from '../../../api/instance-settings';
import { useEventsT, type EventsMessage } from '../../../messages/events';
import type { SettingField } from '../settings/setting-fields';
import { SettingsForm } from '../settings/SettingsForm';
import { hintKeyOf, labelKeyOf } from '../settings/settings-groups';

const toggle = (key: string): SettingField => ({ key, kind: { type: 'switch' } });

export const HALLOWEEN_FIELDS: readonly SettingField[] = [toggle('settings.theme.halloween')];
export const CHRISTMAS_FIELDS: readonly SettingField[] = [
  toggle('settings.theme.christmas.snow'),
  toggle('settings.theme.christmas.theme'),
  toggle('features.adventCalendar'),
  { key: 'settings.theme.christmas.adventBg', kind: { type: 'url', nullable: true } },
];
export const ALL_EVENT_FIELDS: readonly SettingField[] = [...HALLOWEEN_FIELDS, ...CHRISTMAS_FIELDS.filter((field) => field.kind.type === 'switch')];

/** The seasons' switches (instance settings), labelled for events, saved like any setting. */
export function EventSettings({ id, title, fields }: { id: string; title: string; fields: readonly SettingField[] }) {
  const t = useEventsT();
  const { data, error, mutate } = useInstanceSettings();
  const hintOf = (key: string) => {
    const hint = t(hintKeyOf(key) as EventsMessage);
    return hint === hintKeyOf(key) ? undefined : hint;
  };
  return (
    <Loadable state={error ? 'error' : data ? 'success' : 'loading'} errorMessage={t('eventsLoadFailed')} onRetry={() => void mutate()}>
      {data && <SettingsForm id={id} title={title} fields={fields} settings={data} labelOf={(key) => t(labelKeyOf(key) as EventsMessage)} hintOf={hintOf} />}
    </Loadable>
  );
}
