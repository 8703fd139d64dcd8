import { Newspaper, SearchX } from 'lucide-react';
import { useDeferredValue } from 'react';
import { Link as RouterLink, useSearchParams } from '@panel/router';
import { routePath } from '@panel/rules';
import { Button, EmptyState, PageHeader, Skeleton, TextField, useT } from '@panel/ui';
import { useArticles, type PublishedArticle } from '../../api/articles';
import { useContentT } from '../../messages/content';
import { ArticleMeta } from './ArticleMeta';
import { ArticlesLoadError } from './ArticlesLoadError';
import { articleMatches, excerpt } from './article-search';
import './articles.css';

/** `/articles`: the published articles, newest first, searchable by title and text (`?q=`, so a search survives going back). */
export function ArticlesScreen() {
  const t = useContentT();
  const routeTitle = useT('routes');
  const articles = useArticles();
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const deferredQuery = useDeferredValue(query);
  const setQuery = (next: string) => setParams(next ? { q: next } : {}, { replace: true });
  const shown = articles.data?.filter((article) => articleMatches(article, deferredQuery));

  return (
    <div className="articles">
      <PageHeader title={routeTitle('articles')} description={t('articlesIntro')} />
      {articles.error ? (
        <ArticlesLoadError error={articles.error} onRetry={() => void articles.mutate()} />
      ) : !articles.data ? (
        <ArticleListSkeleton />
      ) : articles.data.length === 0 ? (
        <EmptyState icon={<Newspaper size={40} aria-hidden />} title={t('articlesNone')}>
          {t('articlesNoneText')}
        </EmptyState>
      ) : (
        <>
          <div role="search" className="articles-search">
            <TextField
              label={t('articlesSearch')}
              type="search"
              placeholder={t('articlesSearchPlaceholder')}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              autoComplete="off"
            />
          </div>
          <p className="articles-count" role="status">
            {t('articlesFound', { count: shown?.length ?? 0 })}
          </p>
          {shown && shown.length > 0 ? (
            <ul className="articles-list">
              {shown.map((article) => (
                <li key={article._id}>
                  <ArticleCard article={article} />
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState
              icon={<SearchX size={40} aria-hidden />}
              title={t('articlesNoMatch', { query: deferredQuery })}
              action={
                <Button variant="secondary" onClick={() => setQuery('')}>
                  {t('articlesClearSearch')}
                </Button>
              }
            >
              {t('articlesNoMatchText')}
            </EmptyState>
          )}
        </>
      )}
    </div>
  );
}

function ArticleCard({ article }: { article: PublishedArticle }) {
  const headingId = `article-${article._id}`;
  return (
    <article className="articles-card" aria-labelledby={headingId}>
      {article.image && <img className="articles-card-image" src={article.image} alt="" loading="lazy" />}
      <div className="articles-card-body">
        <h2 className="articles-card-title" id={headingId}>
          <RouterLink className="ui-link" to={routePath('article', { slug: article.slug })}>
            {article.title}
          </RouterLink>
        </h2>
        <p className="articles-card-meta">
          <ArticleMeta article={article} />
        </p>
        <p className="articles-card-excerpt">{excerpt(article.content)}</p>
      </div>
    </article>
  );
}

function ArticleListSkeleton() {
  return (
    <ul className="articles-list" aria-busy="true">
      {[0, 1, 2].map((index) => (
        <li key={index} className="articles-card">
          <div className="articles-card-body">
            <Skeleton width="60%" height="1.4rem" />
            <Skeleton width="40%" />
            <Skeleton />
          </div>
        </li>
      ))}
    </ul>
  );
}
