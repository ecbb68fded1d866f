// What the rest of the server may use of sirekanan (docs/server-features.md): a customer's own letters.
import { listOwnRequests, type OwnListArgs } from '../../requests/request-service.ts';
import { sirekananService } from '../../requests/request-services.ts';

/** The signed-in customer's own letter requests, newest first. */
export const listOwnSirekanan = (args: OwnListArgs) => listOwnRequests(sirekananService, args);
