import { NotBuiltYet } from '@panel/ui';
import { useCreateT } from '../../messages/create';

/** `/create`: a server carved out of the account’s resources, step by step. */
export function CreateScreen() {
  const t = useCreateT();
  return <NotBuiltYet title={t('createPlaceholderCreateScreen')} />;
}
