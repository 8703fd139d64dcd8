import { api, call } from '@panel/api';
import { useApiWrite } from '@panel/ui';

const sendTestEmail = (email: string) => call(api.POST('/api/staff/settings/testemail', { body: { email } }));

/** Sends one test mail through the instance's mail settings. */
export const useSendTestEmail = () => useApiWrite(sendTestEmail);
