import { queryOptions, useQuery } from '@tanstack/react-query';
import { newsArticleQuery as newsArticle, newsListQuery as newsList } from '../../../../shared/public-pages.ts';
import type { NewsArticle } from '../../../../shared/news-schemas.ts';
import { call, callOptions, client } from '../../../lib/api-client.ts';

// Keys and calls from src/shared/public-pages.ts: the server embeds the answers under the same keys.
const newsListQuery = (page: number, pageSize: number) => {
  const { queryKey, api } = newsList(page, pageSize);
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => call(client.news.$get({ query: api.query }, callOptions({ signal }))),
  });
};

const newsArticleQuery = (slug: string) => {
  const { queryKey, api } = newsArticle(slug);
  return queryOptions({
    queryKey,
    // An earlier address answers 301 and fetch follows it: the answer is always the article.
    queryFn: async ({ signal }) => (await call(client.news[':slug'].$get({ param: api.param }, callOptions({ signal })))) as NewsArticle,
  });
};

export const useNewsList = (page: number, pageSize: number) => useQuery(newsListQuery(page, pageSize));
export const useNewsArticle = (slug: string) => useQuery(newsArticleQuery(slug));
