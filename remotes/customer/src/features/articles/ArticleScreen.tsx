import { SearchX } from 'lucide-react';
import { useParams } from '@panel/router';
import { routePath } from '@panel/rules';
import { ButtonLink, EmptyState, Markdown, PageHeader, Skeleton, useT } from '@panel/ui';
import { useArticles } from '../../api/articles';
import { useContentT } from '../../messages/content';
import { ArticleMeta } from './ArticleMeta';
import { ArticlesLoadError } from './ArticlesLoadError';
import { articleBySlug } from './article-search';
import './articles.css';

/**
 * `/articles/{slug}`: one article, found in the list by its slug (the backend has no call for
 * one). Its markdown, written by staff, goes through the kit's sanitising renderer.
 */
export function ArticleScreen() {
  const t = useContentT();
  const routeTitle = useT('routes');
  const { slug = '' } = useParams();
  const articles = useArticles();
  const crumbs = (label: string) => [{ label: routeTitle('articles'), to: routePath('articles') }, { label }];

  if (articles.error) {
    return (
      <div className="articles">
        <PageHeader title={routeTitle('article')} breadcrumbs={crumbs(routeTitle('article'))} />
        <ArticlesLoadError error={articles.error} onRetry={() => void articles.mutate()} />
      </div>
    );
  }
  if (!articles.data) {
    return (
      <div className="articles" aria-busy="true">
        <Skeleton width="12rem" />
        <Skeleton width="70%" height="2rem" />
        <Skeleton width="40%" />
        <Skeleton height="8rem" />
      </div>
    );
  }
  const article = articleBySlug(articles.data, slug);
  if (!article) {
    return (
      <div className="articles">
        <PageHeader title={t('articleNotFound')} breadcrumbs={crumbs(t('articleNotFound'))} />
        <EmptyState
          icon={<SearchX size={40} aria-hidden />}
          title={t('articleNotFoundText')}
          action={<ButtonLink to={routePath('articles')}>{t('articleBack')}</ButtonLink>}
        />
      </div>
    );
  }
  return (
    <article className="articles" aria-labelledby="article-title">
      <PageHeader title={<span id="article-title">{article.title}</span>} breadcrumbs={crumbs(article.title)} description={<ArticleMeta article={article} />} />
      {article.image && <img className="articles-hero" src={article.image} alt="" />}
      <Markdown source={article.content} />
    </article>
  );
}
