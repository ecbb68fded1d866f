/*
 * SNAP BI response codes (docs/decisions/071): HTTP status (3) + service code (2) + case code (2). Service codes:
 * 73 B2B access token, 24 VA inquiry, 25 VA payment, 52 QRIS MPM payment notification.
 */
export type SnapAnswer = { status: 200 | 400 | 401 | 404 | 409; body: Record<string, unknown> };

export const SERVICE = { token: '73', inquiry: '24', payment: '25', qris: '52' } as const;
type Service = (typeof SERVICE)[keyof typeof SERVICE];

const answer = (
  status: SnapAnswer['status'],
  service: Service,
  caseCode: string,
  message: string,
  rest: Record<string, unknown> = {},
): SnapAnswer => ({
  status,
  body: { responseCode: `${status}${service}${caseCode}`, responseMessage: message, ...rest },
});

export const snap = {
  ok: (service: Service, rest: Record<string, unknown> = {}) => answer(200, service, '00', 'Successful', rest),
  unauthorized: (service: Service) => answer(401, service, '00', 'Unauthorized. Signature'),
  invalidField: (service: Service, field: string) => answer(400, service, '02', `Invalid Mandatory Field ${field}`),
  notFound: (service: Service) => answer(404, service, '12', 'Invalid Bill/Virtual Account [Not Found]'),
  invalidAmount: (service: Service) => answer(404, service, '13', 'Invalid Amount'),
  paid: (service: Service) => answer(404, service, '14', 'Paid Bill'),
  expired: (service: Service) => answer(404, service, '19', 'Invalid Bill/Virtual Account'),
};

/** Rupiah as SNAP writes an amount: "1250000.00" IDR. */
export const snapAmount = (n: number) => ({ value: `${n}.00`, currency: 'IDR' });

/** An amount SNAP sent, in whole rupiah; null when it is not IDR or has cents (a bill has none). */
export function amountOf(v: unknown): number | null {
  if (!v || typeof v !== 'object') return null;
  const { value, currency } = v as { value?: unknown; currency?: unknown };
  if (currency !== 'IDR' || typeof value !== 'string' || !/^\d{1,13}(\.\d{2})?$/.test(value)) return null;
  const [whole, cents = '00'] = value.split('.');
  return cents === '00' ? Number(whole) : null;
}
