import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { call, callOptions, client } from '../../../lib/api-client.ts';

const admin = client.admin['ujilab-tariff'];
type TestInput = InferRequestType<(typeof admin)[':id']['$put']>['json'];
type NewTestInput = InferRequestType<typeof admin.$post>['json'];
type PriceInput = InferRequestType<(typeof admin)[':id']['harga']['$post']>['json'];

/** Every test, active or not, with today's price and its history (issue 40, item 1). */
export function useLabTests() {
  return useQuery({
    queryKey: ['ujilab-tariff', 'admin'],
    queryFn: ({ signal }) => call(admin.$get({}, callOptions({ signal }))),
  });
}

function useTariffMutation<A>(fn: (args: A) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => qc.invalidateQueries({ queryKey: ['ujilab-tariff'] }),
  });
}

export const useSaveLabTest = () =>
  useTariffMutation(({ id, input }: { id?: string; input: TestInput | NewTestInput }) =>
    id ? call(admin[':id'].$put({ param: { id }, json: input })) : call(admin.$post({ json: input as NewTestInput })),
  );

export const useSetLabTestPrice = () =>
  useTariffMutation(({ id, input }: { id: string; input: PriceInput }) => call(admin[':id'].harga.$post({ param: { id }, json: input })));

export const useSetLabTestActive = () =>
  useTariffMutation(({ id, active }: { id: string; active: boolean }) =>
    call(admin[':id'].aktif.$put({ param: { id }, json: { active } })),
  );
