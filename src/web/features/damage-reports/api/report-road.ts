import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, callOptions, client } from '../../../lib/api-client.ts';

/** Issue 39: the ruas within 50 m of the form's pin and who handles it (null: none that near). */
export const useReportRoad = (pin: { lat: number; lng: number } | null) =>
  useQuery({
    queryKey: ['damage-reports', 'road', pin?.lat.toFixed(6), pin?.lng.toFixed(6)],
    queryFn: ({ signal }) =>
      call(client['damage-reports'].road.$get({ query: { lat: String(pin!.lat), lng: String(pin!.lng) } }, callOptions({ signal }))),
    enabled: pin != null,
    // The line keeps the last answer while the next pin's is on its way: no flicker, nothing read out twice.
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    retry: 1,
  });
