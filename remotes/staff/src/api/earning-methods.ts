import useSWR, { useSWRConfig } from 'swr';
import { api, call } from '@panel/api';
import type { StaffEarningMethodsInput } from '@panel/api/contract';

export const earningMethodsKey = ['staff', 'earningmethods'] as const;

const fetchEarningMethods = () => call(api.GET('/api/staff/earningmethods'));

/** The earning methods with how often each is used (ADMIN). */
export const useStaffEarningMethods = () => useSWR(earningMethodsKey, fetchEarningMethods, { revalidateOnFocus: false });

const editEarningMethods = (body: StaffEarningMethodsInput) => call(api.PUT('/api/staff/earningmethods', { body }));

export function useEditEarningMethods() {
  const { mutate } = useSWRConfig();
  return async (body: StaffEarningMethodsInput) => {
    const saved = await editEarningMethods(body);
    await mutate(earningMethodsKey, saved, { revalidate: false });
    return saved;
  };
}
