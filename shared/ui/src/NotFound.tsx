import { SearchX } from 'lucide-react';
import { ButtonLink } from './components/ButtonLink';
import { EmptyState } from './components/EmptyState';
import { PageHeader } from './components/PageHeader';
import { useKitT } from './i18n/kit-messages';

/** What any path nobody serves shows (or one this visitor may not see). */
export function NotFound() {
  const t = useKitT();
  return (
    <>
      <PageHeader title={t('notFoundTitle')} />
      <EmptyState icon={<SearchX size={40} aria-hidden />} title={t('notFoundText')} action={<ButtonLink to="/">{t('toDashboard')}</ButtonLink>} />
    </>
  );
}
