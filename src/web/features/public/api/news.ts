import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, callOptions, client } from '../../../lib/api-client.ts';

const newsListQuery = (page: number, pageSize: number) =>
  queryOptions({
    queryKey: ['news', 'list', page, pageSize],
    queryFn: ({ signal }) => call(client.news.$get({ query: { page: String(page), pageSize: String(pageSize) } }, callOptions({ signal }))),
  });

const newsArticleQuery = (slug: string) =>
  queryOptions({
    queryKey: ['news', 'article', slug],
    queryFn: ({ signal }) => call(client.news[':slug'].$get({ param: { slug } }, callOptions({ signal }))),
  });

export const useNewsList = (page: number, pageSize: number) => useQuery(newsListQuery(page, pageSize));
export const useNewsArticle = (slug: string) => useQuery(newsArticleQuery(slug));
