import { useMutation } from '@tanstack/react-query';
import type { ContactMessage } from '../../../../shared/contact-schemas.ts';
import { call, callOptions, client } from '../../../lib/api-client.ts';

export const useSendContactMessage = () =>
  useMutation({
    mutationFn: ({ idempotencyKey, ...input }: ContactMessage & { idempotencyKey: string }) =>
      call(client.contact.$post({ json: input }, callOptions({ idempotencyKey }))),
  });
