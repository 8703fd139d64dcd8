import useSWR from 'swr';
import { api, call } from '@panel/api';
import type { UserPasskey } from '@panel/api/contract';
import { useRevalidatingWrite } from '@panel/ui';

export const passkeysKey = ['customer', 'passkeys'] as const;

export const fetchPasskeys = async (): Promise<UserPasskey[]> => (await call(api.GET('/api/user/passkeys'))).passkeys;

/**
 * The signed-in user's passkeys, newest first. Read afresh each time the screen opens (no
 * deduping): the ceremony that adds one runs on another screen, often within a second or two.
 */
export const usePasskeys = () => useSWR(passkeysKey, fetchPasskeys, { revalidateOnFocus: false, shouldRetryOnError: false, dedupingInterval: 0 });

export const renamePasskey = ({ id, name }: { id: string; name: string }) =>
  call(api.PATCH('/api/user/passkeys/{id}/edit', { params: { path: { id } }, body: { name } }));

export const deletePasskey = (id: string) => call(api.DELETE('/api/user/passkeys/{id}/delete', { params: { path: { id } } }));

export const useRenamePasskey = () => useRevalidatingWrite(renamePasskey, () => [passkeysKey]);

export const useDeletePasskey = () => useRevalidatingWrite(deletePasskey, () => [passkeysKey]);
