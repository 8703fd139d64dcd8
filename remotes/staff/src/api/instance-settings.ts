import useSWR from 'swr';
import { api, call } from '@panel/api';

/** Every setting of the instance by its dotted key (`info.name`, `settings.theme.primary`, …). */
export type InstanceSettings = Record<string, unknown>;

export const instanceSettingsKey = ['staff', 'instance', 'settings'] as const;

export const fetchInstanceSettings = async (): Promise<InstanceSettings> => (await call(api.GET('/api/staff/instance'))).settings;

/** The instance's settings (ADMIN). */
export const useInstanceSettings = () => useSWR(instanceSettingsKey, fetchInstanceSettings, { revalidateOnFocus: false });
