// What the rest of the server may use of admin-requests (docs/server-features.md): the admin's request
// table, which a service mounts with its own list, export and part of a status change.
export { requestRoutes } from './request-routes.ts';
