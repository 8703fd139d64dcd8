import useSWR from 'swr';
import { api, call } from '@panel/api';
import type { components } from '@panel/api/contract';

/** An article as the list gives it; `authorName` is absent from a backend that sends only the author's id. */
export type PublishedArticle = components['schemas']['PublishedArticle'];

export const articlesKey = ['customer', 'articles'] as const;

const fetchArticles = async (): Promise<PublishedArticle[]> => (await call(api.GET('/api/articles'))).articles;

/** The published articles, newest first. There is no call for one article: its screen finds it in this list by slug. */
export function useArticles() {
  return useSWR(articlesKey, fetchArticles, { revalidateOnFocus: false, shouldRetryOnError: false });
}
