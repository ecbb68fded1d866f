import { createPublicKey, type KeyObject } from 'node:crypto';
import type { Env } from '../env.ts';
import { qrisPayload, type QrisMerchant } from './qris.ts';
import {
  accessTokenValid,
  freshTimestamp,
  issueAccessToken,
  sameSignature,
  symmetricSignature,
  symmetricStringToSign,
  verifyAsymmetric,
} from './snap-signature.ts';

/** What an inbound call from the bank looks like to the provider: its method, path, headers and raw body. */
export type InboundCall = { method: string; path: string; header: (name: string) => string | undefined; rawBody: string };

/**
 * How the portal takes payment of a lab bill other than at the counter (issue 40, item 3; docs/decisions/071).
 * One implementation follows SNAP BI; a bank with another API gets another implementation, not new routes.
 */
export interface PaymentProvider {
  readonly bankName: string;
  /** The virtual account a bill's customer number makes (the bank's partner service id before it), or null. */
  virtualAccountOf(customerNo: string): string | null;
  /** The partner service id as SNAP sends it (8 characters, left-padded with spaces). */
  readonly partnerServiceId: string;
  /** The QRIS MPM payload of a bill, or null when QRIS is not configured. */
  qrisOf(bill: { number: string; total: number }): string | null;
  /** The bank asks for a B2B access token: checks its asymmetric signature; the token, or null when it is not the bank. */
  grantAccessToken(call: InboundCall, now: Date): { accessToken: string; expiresIn: number } | null;
  /** Whether a transaction call (inquiry, payment, QRIS notification) is signed by the bank with a valid token. */
  verifyTransaction(call: InboundCall, now: Date): boolean;
}

const TOKEN_TTL_SECONDS = 900;

/** A PEM given in one env line may carry its newlines as "\n". */
const pem = (text: string) => text.replace(/\\n/g, '\n');

function snapBiProvider(config: {
  partnerId: string;
  clientKey: string;
  clientSecret: string;
  bankPublicKey: KeyObject;
  bankName: string;
  vaPartnerServiceId: string;
  qris: QrisMerchant | null;
}): PaymentProvider {
  const partnerServiceId = config.vaPartnerServiceId.padStart(8, ' ');
  return {
    bankName: config.bankName,
    partnerServiceId,
    virtualAccountOf: (customerNo) => `${config.vaPartnerServiceId.trim()}${customerNo}`,
    qrisOf: (bill) => (config.qris ? qrisPayload(config.qris, bill) : null),
    grantAccessToken(call, now) {
      const timestamp = call.header('x-timestamp');
      if (call.header('x-client-key') !== config.clientKey || !freshTimestamp(timestamp, now)) return null;
      if (!verifyAsymmetric(config.bankPublicKey, config.clientKey, timestamp!, call.header('x-signature'))) return null;
      return { accessToken: issueAccessToken(config.clientSecret, now, TOKEN_TTL_SECONDS), expiresIn: TOKEN_TTL_SECONDS };
    },
    verifyTransaction(call, now) {
      const timestamp = call.header('x-timestamp');
      const token = /^Bearer (.+)$/.exec(call.header('authorization') ?? '')?.[1];
      if (call.header('x-partner-id') !== config.partnerId || !call.header('x-external-id') || !call.header('channel-id')) return false;
      if (!freshTimestamp(timestamp, now) || !accessTokenValid(config.clientSecret, token, now)) return false;
      const expected = symmetricSignature(
        config.clientSecret,
        symmetricStringToSign(call.method, call.path, token!, call.rawBody, timestamp!),
      );
      return sameSignature(expected, call.header('x-signature'));
    },
  };
}

/** The provider the environment configures, or null: then only the counter takes payment. */
function paymentProviderFrom(env: Env): PaymentProvider | null {
  const e = env;
  if (
    !e.PAYMENT_SNAP_PARTNER_ID ||
    !e.PAYMENT_SNAP_CLIENT_KEY ||
    !e.PAYMENT_SNAP_CLIENT_SECRET ||
    !e.PAYMENT_SNAP_BANK_PUBLIC_KEY ||
    !e.PAYMENT_VA_PARTNER_SERVICE_ID
  )
    return null;
  return snapBiProvider({
    partnerId: e.PAYMENT_SNAP_PARTNER_ID,
    clientKey: e.PAYMENT_SNAP_CLIENT_KEY,
    clientSecret: e.PAYMENT_SNAP_CLIENT_SECRET,
    bankPublicKey: createPublicKey(pem(e.PAYMENT_SNAP_BANK_PUBLIC_KEY)),
    bankName: e.PAYMENT_SNAP_BANK_NAME,
    vaPartnerServiceId: e.PAYMENT_VA_PARTNER_SERVICE_ID,
    qris:
      e.PAYMENT_QRIS_NMID && e.PAYMENT_QRIS_MERCHANT_PAN
        ? {
            acquirer: e.PAYMENT_QRIS_ACQUIRER,
            merchantPan: e.PAYMENT_QRIS_MERCHANT_PAN,
            nmid: e.PAYMENT_QRIS_NMID,
            name: e.PAYMENT_QRIS_MERCHANT_NAME,
            city: e.PAYMENT_QRIS_CITY,
            postalCode: e.PAYMENT_QRIS_POSTAL_CODE,
          }
        : null,
  });
}

const made = new WeakMap<Env, PaymentProvider | null>();

/** The environment's provider, made once per environment (the bank's key is parsed once). */
export function paymentProviderOf(env: Env): PaymentProvider | null {
  if (!made.has(env)) made.set(env, paymentProviderFrom(env));
  return made.get(env)!;
}
