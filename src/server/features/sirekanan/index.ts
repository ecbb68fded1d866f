// What the rest of the server may use of sirekanan (docs/server-features.md): a customer's own letters.
export { listOwnSirekanan } from './list-sirekanan.ts';
