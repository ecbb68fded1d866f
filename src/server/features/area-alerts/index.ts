// What the rest of the server may use of "Ikuti laporan di sini" (issue 39, item 5): the morning digest's
// job. The events (a report made public, a report finished) are told through the area-alerts layer
// (src/server/area-alerts/record-area-alert.ts), which the damage reports' verbs call.
export { AREA_DIGEST_TASK, sendAreaDigests } from './send-area-digests.ts';
