import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useKitT } from '../i18n/kit-messages';
import { IconButton } from './IconButton';
import './Pagination.css';

/**
 * Previous/next between pages (1-based) and where we are.
 *
 * @example
 * <Pagination page={query.page} pageCount={Math.ceil(total / query.pageSize)} onPageChange={(page) => setQuery({ ...query, page })} />
 */
export function Pagination({ page, pageCount, onPageChange }: { page: number; pageCount: number; onPageChange: (page: number) => void }) {
  const t = useKitT();
  const pages = Math.max(1, pageCount);
  return (
    <nav className="ui-pagination" aria-label={t('pageOf', { page, pages })}>
      <IconButton label={t('previousPage')} icon={<ChevronLeft size={18} aria-hidden />} variant="secondary" disabled={page <= 1} onClick={() => onPageChange(page - 1)} />
      <span aria-hidden="true">{t('pageOf', { page, pages })}</span>
      <IconButton label={t('nextPage')} icon={<ChevronRight size={18} aria-hidden />} variant="secondary" disabled={page >= pages} onClick={() => onPageChange(page + 1)} />
    </nav>
  );
}
