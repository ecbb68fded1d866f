import { listSirekananRequestsJson } from './list-sirekanan-requests.ts';
import { listUjilabRequestsJson } from './list-ujilab-requests.ts';
import { sirekananExportQuery, ujilabExportQuery } from './export-requests.ts';
import { requestRoutes } from './request-routes.ts';

export const adminSirekananRoutes = requestRoutes('sirekanan', { list: listSirekananRequestsJson, exportQuery: sirekananExportQuery });
export const adminUjilabRoutes = requestRoutes('ujilab', { list: listUjilabRequestsJson, exportQuery: ujilabExportQuery });
