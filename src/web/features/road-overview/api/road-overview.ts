import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, callOptions, client } from '../../../lib/api-client.ts';

const roads = client.admin['road-overview'];

export const ROAD_PRIORITY_PAGE_SIZE = 20;

/** /admin/ruas/:id: the ruas, its reports and its bridges. */
export const useRoadOverview = (id: string) =>
  useQuery({
    queryKey: ['admin', 'road-overview', id],
    queryFn: ({ signal }) => call(roads[':id'].$get({ param: { id } }, callOptions({ signal }))),
    retry: false,
  });

/** /admin/prioritas-ruas: one page of the worst-first list. */
export const useRoadPriorities = (page: number) =>
  useQuery({
    queryKey: ['admin', 'road-overview', 'prioritas', page],
    queryFn: ({ signal }) =>
      call(roads.prioritas.$get({ query: { page: String(page), pageSize: String(ROAD_PRIORITY_PAGE_SIZE) } }, callOptions({ signal }))),
    placeholderData: keepPreviousData,
  });
