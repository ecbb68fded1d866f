import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Paged } from '../../../../shared/admin-schemas.ts';
import type { AdminArticle, AdminArticleListItem, ArticleInput } from '../../../../shared/cms-schemas.ts';
import { api } from '../../../lib/api-client.ts';

export const ARTICLE_PAGE_SIZE = 20;

export function useArticleList(page: number) {
  return useQuery({
    queryKey: ['admin', 'articles', 'list', page],
    queryFn: ({ signal }) => api<Paged<AdminArticleListItem>>(`/api/admin/articles?page=${page}&pageSize=${ARTICLE_PAGE_SIZE}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useArticle(id: string | undefined) {
  return useQuery({
    queryKey: ['admin', 'articles', 'one', id],
    queryFn: ({ signal }) => api<AdminArticle>(`/api/admin/articles/${encodeURIComponent(id!)}`, { signal }),
    enabled: !!id,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

export function useSaveArticle(id: string | undefined) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: ArticleInput) =>
      id
        ? api<AdminArticle>(`/api/admin/articles/${encodeURIComponent(id)}`, { method: 'PUT', json: input })
        : api<AdminArticle>('/api/admin/articles', { method: 'POST', json: input }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['admin', 'articles'] }),
  });
}

export function useDeleteArticle() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<{ id: string }>(`/api/admin/articles/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => qc.invalidateQueries({ queryKey: ['admin', 'articles'] }),
  });
}
