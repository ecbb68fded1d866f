import { useMutation } from '@tanstack/react-query';
import type { ContactMessage } from '../../../../shared/contact-schemas.ts';
import { api } from '../../../lib/api-client.ts';

export const useSendContactMessage = () =>
  useMutation({
    mutationFn: ({ idempotencyKey, ...input }: ContactMessage & { idempotencyKey: string }) => api<{ id: string }>('/api/contact', { json: input, idempotencyKey }),
  });
