// What the rest of the server may use of ujilab (docs/server-features.md): a customer's own lab requests.
export { listOwnUjilabRequests } from './list-ujilab-requests.ts';
