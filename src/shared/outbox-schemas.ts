import { z } from 'zod';
import { pageQuerySchema, searchTextSchema, type Paged } from './admin-schemas.ts';
import { OUTBOX } from './outbox-strings.ts';

// 'held': over the per-recipient limit (mail/outbox.ts), kept for /admin/surel but never sent on its own.
export const MAIL_STATUSES = ['pending', 'sent', 'failed', 'held'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/**
 * Every kind of e-mail the portal writes to the outbox (issue 38, item 6): a closed list, so that
 * /admin/surel names each in Indonesian (OUTBOX.kinds) and a new kind cannot be queued without its label.
 */
export const MAIL_KINDS = [
  'verification',
  'password_reset',
  'registration_attempt',
  'password_changed',
  'address_confirmation',
  'invitation',
  'receipt',
  'status',
  'document',
  'message',
  'ppid',
  'fixed-question',
  'forward',
  'lab_bill',
  'lab_paid',
  'system_incident',
  'system_digest',
  'backup_failed',
  'area_alert_confirmation',
  'area_alert',
  'area_alert_digest',
  'test',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** `/api/admin/outbox?q=&status=&page=`: q matches the recipient. */
export const outboxListQuerySchema = pageQuerySchema.extend({
  q: searchTextSchema,
  status: z.enum(MAIL_STATUSES, { message: OUTBOX.statusInvalid }).optional(),
});
export type OutboxListQuery = z.infer<typeof outboxListQuerySchema>;

export type OutboxItem = {
  id: string;
  kind: string;
  to: string;
  subject: string;
  status: MailStatus;
  transport: 'smtp' | 'log' | null;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
};
export type OutboxMessage = OutboxItem & { text: string; html: string };
export type OutboxPage = Paged<OutboxItem> & { smtp: boolean };
