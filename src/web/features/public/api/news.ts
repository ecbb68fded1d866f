import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NewsArticle, NewsPage } from '../../../../shared/news-schemas.ts';
import { api } from '../../../lib/api-client.ts';

export const newsListQuery = (page: number, pageSize: number) =>
  queryOptions({
    queryKey: ['news', 'list', page, pageSize],
    queryFn: ({ signal }) => api<NewsPage>(`/api/news?page=${page}&pageSize=${pageSize}`, { signal }),
  });

export const newsArticleQuery = (slug: string) =>
  queryOptions({
    queryKey: ['news', 'article', slug],
    queryFn: ({ signal }) => api<NewsArticle>(`/api/news/${encodeURIComponent(slug)}`, { signal }),
  });

export const useNewsList = (page: number, pageSize: number) => useQuery(newsListQuery(page, pageSize));
export const useNewsArticle = (slug: string) => useQuery(newsArticleQuery(slug));
