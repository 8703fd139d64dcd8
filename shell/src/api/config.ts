import type { Config } from '@panel/api/contract';
import { api } from '@panel/api';

export type ConfigResult = { ok: true; config: Config } | { ok: false; status: number };

/** Spec section 4 step 1: anything but a 200 with a body is a config failure (status 0: no answer). */
export async function fetchConfig(): Promise<ConfigResult> {
  try {
    const { data, response } = await api.GET('/api/');
    if (response.status !== 200 || !data) return { ok: false, status: response.status };
    return { ok: true, config: data };
  } catch {
    return { ok: false, status: 0 };
  }
}
