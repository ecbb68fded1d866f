import { documentAttachment } from '../issued-documents/index.ts';
import {
  listRequestsJson,
  requestByCodeJson,
  requestExportQuery,
  type RequestService,
  type RequesterTable,
} from '../../requests/request-service.ts';
import { sirekananService, ujilabService } from '../../requests/request-services.ts';
import { cancelOpenLabBill } from '../../payments/cancel-lab-bill.ts';
import type { AfterStatusChange } from '../../requests/request-kinds.ts';
import { requestRoutes } from './request-routes.ts';

/** The admin's table of one service a customer asks with an account: its list and its download, from its definition. */
const adminRoutesOf = <K extends RequestService['kind'], T extends RequesterTable>(
  service: RequestService<T> & { kind: K },
  afterChange?: AfterStatusChange,
) =>
  requestRoutes(service.kind, {
    ...(afterChange ? { afterChange } : {}),
    list: (args) => listRequestsJson(service, args),
    exportQuery: requestExportQuery(service),
    attachment: documentAttachment(service.kind),
    byCode: (args) => requestByCodeJson(service, args),
  });

export const adminSirekananRoutes = adminRoutesOf(sirekananService);
// A refused Uji Lab request's open bill is cancelled with the refusal (issue 40, item 3).
export const adminUjilabRoutes = adminRoutesOf(ujilabService, cancelOpenLabBill);
