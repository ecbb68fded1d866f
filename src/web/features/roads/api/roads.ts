import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InstansiInput, RoadEditInput, RoadFilters } from '../../../../shared/roads-schemas.ts';
import type { RoadImportMode, RoadImportSummary } from '../../../../shared/roads-strings.ts';
import { ERRORS } from '../../../../shared/strings.ts';
import { ApiError, call, callOptions, client } from '../../../lib/api-client.ts';

const PAGE_SIZE = 20;
type Filters = { q: string; status: RoadFilters['status'] | ''; kabupaten: RoadFilters['kabupaten'] | '' };
const queryOf = (f: Filters) => ({
  q: f.q,
  ...(f.status ? { status: f.status } : {}),
  ...(f.kabupaten ? { kabupaten: f.kabupaten } : {}),
});

/** /admin/ruas's table, a page at a time. */
export function useRoads(filters: Filters, page: number) {
  return useQuery({
    queryKey: ['roads', 'list', filters, page],
    queryFn: ({ signal }) =>
      call(
        client.admin.roads.$get(
          { query: { ...queryOf(filters), page: String(page), pageSize: String(PAGE_SIZE) } },
          callOptions({ signal }),
        ),
      ),
    placeholderData: keepPreviousData,
  });
}

/** The lines on /admin/ruas's map, for the same filters. */
export function useRoadLines(filters: Filters) {
  return useQuery({
    queryKey: ['roads', 'lines', filters],
    queryFn: ({ signal }) => call(client.admin.roads.peta.$get({ query: queryOf(filters) }, callOptions({ signal }))),
    placeholderData: keepPreviousData,
  });
}

export function useRoad(id: string) {
  return useQuery({
    queryKey: ['roads', 'one', id],
    queryFn: ({ signal }) => call(client.admin.roads[':id'].$get({ param: { id } }, callOptions({ signal }))),
  });
}

export function useUpdateRoad(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: RoadEditInput) => call(client.admin.roads[':id'].$put({ param: { id }, json: input })),
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['roads'] }),
  });
}

export function useDeleteRoad() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(client.admin.roads[':id'].$delete({ param: { id } })),
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['roads'] }),
  });
}

/** The template's address; a plain link, so the browser downloads it. */
export const roadImportTemplateHref = (format: 'csv' | 'geojson') => `/api/admin/roads/import/template?format=${format}`;

/** "Periksa berkas" (dry-run) and "Impor" (apply); an apply refused for a bad row answers 409 with the same summary. */
export function useImportRoads() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, mode }: { file: File; mode: RoadImportMode }): Promise<RoadImportSummary> => {
      let res: Awaited<ReturnType<typeof client.admin.roads.import.$post>>;
      try {
        res = await client.admin.roads.import.$post({ form: { file, mode } });
      } catch {
        throw new ApiError(0, 'NETWORK', ERRORS.network);
      }
      if (res.status === 409) return (await res.json()) as RoadImportSummary;
      return call(Promise.resolve(res)) as Promise<RoadImportSummary>;
    },
    onSuccess: (summary) => {
      if (summary.applied) void qc.invalidateQueries({ queryKey: ['roads'] });
    },
  });
}

export function useInstansi() {
  return useQuery({
    queryKey: ['instansi'],
    queryFn: ({ signal }) => call(client.admin.instansi.$get({}, callOptions({ signal }))),
  });
}

export function useSaveInstansi() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: InstansiInput }) =>
      id ? call(client.admin.instansi[':id'].$put({ param: { id }, json: input })) : call(client.admin.instansi.$post({ json: input })),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['instansi'] });
      void qc.invalidateQueries({ queryKey: ['roads'] });
    },
  });
}

export function useDeleteInstansi() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(client.admin.instansi[':id'].$delete({ param: { id } })),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['instansi'] });
      void qc.invalidateQueries({ queryKey: ['roads'] });
    },
  });
}

export type { Filters as RoadListFilters };
