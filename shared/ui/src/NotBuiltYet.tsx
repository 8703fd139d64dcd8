import { Alert } from './components/Alert';
import { PageHeader } from './components/PageHeader';
import { useKitT } from './i18n/kit-messages';

/** What a route shows until the issue that builds its screen lands (see the README status table). */
export function NotBuiltYet({ title }: { title: string }) {
  const t = useKitT();
  return (
    <>
      <PageHeader title={title} />
      <Alert tone="info">{t('notBuiltYet')}</Alert>
    </>
  );
}
