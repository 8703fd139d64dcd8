import { api, call } from '@panel/api';
import { useApiWrite } from '@panel/ui';

export const deleteAccount = () => call(api.DELETE('/api/user/delete'));

/** Nothing to revalidate: the account, and with it the session, is gone; the screen signs out. */
export const useDeleteAccount = () => useApiWrite(deleteAccount);
