// What the rest of the server may use of ujilab (docs/server-features.md): a customer's own lab requests.
import { listOwnRequests, type OwnListArgs } from '../../requests/request-service.ts';
import { ujilabService } from '../../requests/request-services.ts';

/** The signed-in customer's own lab requests, newest first. */
export const listOwnUjilabRequests = (args: OwnListArgs) => listOwnRequests(ujilabService, args);
