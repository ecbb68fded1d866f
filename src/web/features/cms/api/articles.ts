import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ArticleInput } from '../../../../shared/cms-schemas.ts';
import { call, callOptions, client } from '../../../lib/api-client.ts';

const articles = client.admin.articles;

export const ARTICLE_PAGE_SIZE = 20;

export function useArticleList(page: number) {
  return useQuery({
    queryKey: ['admin', 'articles', 'list', page],
    queryFn: ({ signal }) =>
      call(articles.$get({ query: { page: String(page), pageSize: String(ARTICLE_PAGE_SIZE) } }, callOptions({ signal }))),
    placeholderData: keepPreviousData,
  });
}

export function useArticle(id: string | undefined) {
  return useQuery({
    queryKey: ['admin', 'articles', 'one', id],
    queryFn: ({ signal }) => call(articles[':id'].$get({ param: { id: id! } }, callOptions({ signal }))),
    enabled: !!id,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

export function useSaveArticle(id: string | undefined) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: ArticleInput) => call(id ? articles[':id'].$put({ param: { id }, json: input }) : articles.$post({ json: input })),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['admin', 'articles'] }),
  });
}

export function useDeleteArticle() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(articles[':id'].$delete({ param: { id } })),
    onSettled: () => qc.invalidateQueries({ queryKey: ['admin', 'articles'] }),
  });
}
