import { forwardRef } from 'react';
import { TextField } from '@panel/ui';
import { useServersT } from '../../messages/servers';
import { SERVER_NAME_MAX, serverNameProblem } from '@panel/rules';

/** The server's name, with why it cannot be saved once `showProblem` (after a save was tried). */
export const ServerNameField = forwardRef<HTMLInputElement, { value: string; onChange: (name: string) => void; showProblem: boolean }>(function ServerNameField(
  { value, onChange, showProblem },
  ref,
) {
  const t = useServersT();
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
