import { forwardRef } from 'react';
import { TextField } from '@panel/ui';
import { useCustomerT } from '../../messages';
import { SERVER_NAME_MAX, serverNameProblem } from './server-name';

/** The server's name, with why it cannot be saved once `showProblem` (after a save was tried). */
export const ServerNameField = forwardRef<HTMLInputElement, { value: string; onChange: (name: string) => void; showProblem: boolean }>(function ServerNameField(
  { value, onChange, showProblem },
  ref,
) {
  const t = useCustomerT();
  const problem = showProblem ? serverNameProblem(value) : null;
  return (
    <TextField
      ref={ref}
      label={t('serverName')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      autoComplete="off"
      required
      error={problem === 'required' ? t('serverNameRequired') : problem === 'tooLong' ? t('serverNameTooLong', { max: SERVER_NAME_MAX }) : undefined}
    />
  );
});
