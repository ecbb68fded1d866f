import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicReportListQuery, publicReportQuery, type ReportListSearch } from '../../../../shared/public-pages.ts';
import { call, callOptions, client } from '../../../lib/api-client.ts';

// Keys and calls from src/shared/public-pages.ts: the server embeds the answers under the same keys.
export const usePublicReports = (search: ReportListSearch) => {
  const { queryKey, api } = publicReportListQuery(search);
  return useQuery(
    queryOptions({ queryKey, queryFn: ({ signal }) => call(client.laporan.$get({ query: api.query }, callOptions({ signal }))) }),
  );
};

export const usePublicReport = (code: string) => {
  const { queryKey, api } = publicReportQuery(code);
  return useQuery(
    queryOptions({ queryKey, queryFn: ({ signal }) => call(client.laporan[':code'].$get({ param: api.param }, callOptions({ signal }))) }),
  );
};

/** The map's pins, with the list's filters; asked for only once the map is shown. */
export const useReportPoints = (search: ReportListSearch, enabled: boolean) =>
  useQuery({
    queryKey: ['laporan', 'peta', { ...search, halaman: undefined, urut: undefined }],
    queryFn: ({ signal }) =>
      call(
        client.laporan.peta.$get(
          { query: { status: search.status, jenis: search.jenis, kabupaten: search.kabupaten } },
          callOptions({ signal }),
        ),
      ),
    enabled,
  });
