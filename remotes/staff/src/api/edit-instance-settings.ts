import { useSWRConfig } from 'swr';
import { api, call } from '@panel/api';
import { sessionStore } from '@panel/session';
import { instanceSettingsKey } from './instance-settings';

export interface SettingEdit {
  key: string;
  value: unknown;
}

export const editInstanceSettings = (edits: SettingEdit[]) => call(api.POST('/api/staff/settings/edit', { body: edits }));

/** The public configuration again, so the whole panel (name, theme, seasons) follows a saved setting at once. */
async function refreshPanelConfig(): Promise<void> {
  const { data } = await api.GET('/api/');
  if (data) sessionStore.getState().setConfig(data);
}

/** Saves settings (all or nothing), then re-reads them here and in the panel's configuration. */
export function useEditInstanceSettings() {
  const { mutate } = useSWRConfig();
  return async (edits: SettingEdit[]) => {
    await editInstanceSettings(edits);
    await Promise.all([mutate(instanceSettingsKey), refreshPanelConfig().catch(() => undefined)]);
  };
}
