import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LabScheduleInput } from '../../../../shared/lab-sample-schemas.ts';
import { call, callOptions, client } from '../../../lib/api-client.ts';

/** The lab's schedule as staff edit it (/admin/ujilab/jadwal). */
export function useLabSchedule() {
  return useQuery({
    queryKey: ['lab-samples', 'schedule'],
    queryFn: ({ signal }) => call(client.admin['lab-samples'].schedule.$get({}, callOptions({ signal }))),
  });
}

export function useSaveLabSchedule() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: LabScheduleInput) => call(client.admin['lab-samples'].schedule.$put({ json: input })),
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['lab-samples'] }),
  });
}

/** A day's list of samples (/admin/ujilab/sampel?tanggal=). */
export function useLabArrivals(day: string | undefined) {
  return useQuery({
    queryKey: ['lab-samples', 'arrivals', day ?? 'today'],
    queryFn: ({ signal }) =>
      call(client.admin['lab-samples'].arrivals.$get({ query: day ? { tanggal: day } : {} }, callOptions({ signal }))),
    placeholderData: keepPreviousData,
  });
}

/** "Sampel diterima": the form's fields and its optional photo. */
export function useReceiveLabSample() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (args: { id: string; sampleCount: string; condition: string; registerNumber: string; foto: File | undefined }) =>
      call(
        client.admin['lab-samples'][':id'].arrival.$post({
          param: { id: args.id },
          form: {
            sampleCount: args.sampleCount,
            condition: args.condition,
            registerNumber: args.registerNumber,
            ...(args.foto ? { foto: args.foto } : {}),
          },
        }),
      ),
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['lab-samples'] }),
  });
}
