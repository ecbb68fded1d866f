// What the rest of the server may use of ppid (docs/server-features.md).
export { getPpidPublic } from './figures.ts';
export { listOwnPpidRequests } from './list-own-ppid-requests.ts';
export { seedDemoDip } from './seed-dip.ts';
