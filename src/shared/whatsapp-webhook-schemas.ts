import { z } from 'zod';

/** What the portal reads of a WhatsApp Cloud API webhook (the rest is left alone). */
const status = z.object({
  id: z.string().max(200),
  status: z.string().max(40),
  timestamp: z.string().max(20).optional(),
  errors: z.array(z.object({ code: z.number().optional(), title: z.string().max(500).optional() })).optional(),
});
const message = z.object({
  from: z.string().max(20),
  type: z.string().max(40),
  text: z.object({ body: z.string().max(4096) }).optional(),
});
export const whatsappWebhookSchema = z.object({
  entry: z
    .array(
      z.object({
        changes: z
          .array(
            z.object({
              value: z
                .object({ statuses: z.array(status).max(1000).optional(), messages: z.array(message).max(1000).optional() })
                .default({}),
            }),
          )
          .max(1000)
          .default([]),
      }),
    )
    .max(1000)
    .default([]),
});

export const whatsappVerifyQuerySchema = z.object({
  'hub.mode': z.string().max(40).default(''),
  'hub.verify_token': z.string().max(200).default(''),
  'hub.challenge': z.string().max(200).default(''),
});
