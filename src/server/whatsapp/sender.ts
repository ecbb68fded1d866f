import type { Env } from '../env.ts';

/** One template message: to a number in E.164, the template's name and language, its body's parameters in order. */
type TemplateMessage = { to: string; template: string; language: string; params: string[]; reference: string };

/**
 * Why a send failed: `final` when trying again cannot help (the Cloud API refused the message with a
 * 4xx other than 408/429: a wrong template, a number not on WhatsApp, a bad token), otherwise it is
 * tried again later (5xx, 408, 429, a timeout, no connection).
 */
export class WhatsAppSendError extends Error {
  readonly final: boolean;
  constructor(message: string, final: boolean) {
    super(message);
    this.final = final;
  }
}

/** Sends WhatsApp messages (docs/decisions/059); the Cloud API in production, a fake server in the tests. */
export interface WhatsAppSender {
  /** Sends one template message and answers the provider's message id; throws WhatsAppSendError. */
  sendTemplate(message: TemplateMessage): Promise<{ providerId: string }>;
}

/** What the portal needs to send; null when WhatsApp is off (any of the token, the number's id or the template unset). */
export type WhatsAppConfig = {
  apiUrl: string;
  phoneNumberId: string;
  token: string;
  template: string;
  language: string;
  timeoutMs: number;
};

export function whatsappConfig(env: Env): WhatsAppConfig | null {
  if (!env.WHATSAPP_TOKEN || !env.WHATSAPP_PHONE_NUMBER_ID || !env.WHATSAPP_TEMPLATE_STATUS) return null;
  return {
    apiUrl: env.WHATSAPP_API_URL.replace(/\/+$/, ''),
    phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID,
    token: env.WHATSAPP_TOKEN,
    template: env.WHATSAPP_TEMPLATE_STATUS,
    language: env.WHATSAPP_TEMPLATE_LANGUAGE,
    timeoutMs: env.WHATSAPP_TIMEOUT_MS,
  };
}

/**
 * The WhatsApp Business Cloud API: POST {api}/{phone number id}/messages with the Bearer token, a
 * template message whose body has the parameters. `biz_opaque_callback_data` carries our message id,
 * which the delivery webhook sends back.
 */
export function cloudApiSender(config: WhatsAppConfig): WhatsAppSender {
  return {
    async sendTemplate(message) {
      let res: Response;
      try {
        res = await fetch(`${config.apiUrl}/${encodeURIComponent(config.phoneNumberId)}/messages`, {
          method: 'POST',
          headers: { authorization: `Bearer ${config.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            messaging_product: 'whatsapp',
            recipient_type: 'individual',
            to: message.to.replace(/^\+/, ''),
            type: 'template',
            biz_opaque_callback_data: message.reference,
            template: {
              name: message.template,
              language: { code: message.language },
              components: [{ type: 'body', parameters: message.params.map((text) => ({ type: 'text', text })) }],
            },
          }),
          signal: AbortSignal.timeout(config.timeoutMs),
        });
      } catch (err) {
        const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
        throw new WhatsAppSendError(
          timedOut ? `no answer within ${config.timeoutMs} ms` : `cannot reach the Cloud API: ${String(err)}`,
          false,
        );
      }
      const text = await res.text().catch(() => '');
      if (!res.ok) {
        const final = res.status >= 400 && res.status < 500 && res.status !== 408 && res.status !== 429;
        throw new WhatsAppSendError(`HTTP ${res.status}: ${text.slice(0, 300)}`, final);
      }
      let id: unknown;
      try {
        id = (JSON.parse(text) as { messages?: { id?: unknown }[] }).messages?.[0]?.id;
      } catch {
        id = undefined;
      }
      if (typeof id !== 'string' || !id) throw new WhatsAppSendError(`answer without a message id: ${text.slice(0, 300)}`, false);
      return { providerId: id };
    },
  };
}

/** The sender the job queue uses: the Cloud API when configured, else none (nothing is queued either). */
export function createWhatsAppSender(env: Env): WhatsAppSender | null {
  const config = whatsappConfig(env);
  return config ? cloudApiSender(config) : null;
}
