import { DateTime } from '@panel/ui';
import type { PublishedArticle } from '../../api/articles';
import { useContentT } from '../../messages/content';

/** Who wrote the article and when (the author only where the backend names them); phrasing content, for a paragraph or the page header's description. */
export function ArticleMeta({ article }: { article: PublishedArticle }) {
  const t = useContentT();
  return (
    <span className="articles-meta">
      {article.authorName && <span>{t('articlesBy', { author: article.authorName })}</span>}
      <span>
        {t('articlesPublished')} <DateTime value={article.published} />
        {article.edited !== null && article.edited > article.published && (
          <>
            {' '}
            ({t('articlesUpdated')} <DateTime value={article.edited} />)
          </>
        )}
      </span>
    </span>
  );
}
