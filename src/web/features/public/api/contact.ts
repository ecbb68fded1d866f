import { useMutation } from '@tanstack/react-query';
import type { ContactMessage } from '../../../../shared/contact-schemas.ts';
import { api } from '../../../lib/api-client.ts';

export const useSendContactMessage = () =>
  useMutation({ mutationFn: (input: ContactMessage) => api<{ id: string }>('/api/contact', { json: input }) });
