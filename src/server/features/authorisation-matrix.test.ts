// ARCHITECTURE.md §5 as one table: every admin and customer API route against every role,
// generated into one test per cell. The expected roles are written out by hand from the
// document, not computed from src/shared/roles.ts, so this checks that module as well.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../shared/roles.ts';
import { ERRORS } from '../../shared/strings.ts';
import { createTestApp, type TestApp, type TestUser } from '../test/harness.ts';
import { insertDamageReport, insertUjilabRequest, insertSirekanan } from './admin-requests/request-factories.ts';

type Who = 'visitor' | Role;
const WHO: Who[] = [
  'visitor',
  'customer',
  'admin_sirekanan',
  'admin_ujilab',
  'admin_jembatantif',
  'admin_jalan',
  'admin_ppid',
  'super_admin',
];

// The columns of ARCHITECTURE.md §5, one constant per row of that table.
const EVERYONE: Who[] = WHO;
const CUSTOMER: Who[] = ['customer'];
const ALL_ADMINS: Who[] = ['admin_sirekanan', 'admin_ujilab', 'admin_jembatantif', 'admin_jalan', 'admin_ppid', 'super_admin'];
// The services' staff: not the PPID officer (ARCHITECTURE.md §5: the PPID rows and the dashboard, nothing else).
const SERVICE_STAFF: Who[] = ['admin_sirekanan', 'admin_ujilab', 'admin_jembatantif', 'admin_jalan', 'super_admin'];
const SIREKANAN: Who[] = ['admin_sirekanan', 'super_admin'];
const UJILAB: Who[] = ['admin_ujilab', 'super_admin'];
const BRIDGE_WRITE: Who[] = ['admin_jembatantif', 'super_admin'];
const DAMAGE: Who[] = ['admin_jembatantif', 'admin_jalan', 'super_admin'];
const SUPER_ADMIN: Who[] = ['super_admin'];
const PPID: Who[] = ['admin_ppid', 'super_admin'];
// Issue 39: the road engineers (roads.manage).
const ROADS: Who[] = ['admin_jalan', 'super_admin'];

type Fixture = { sirekananId: string; labId: string; damageId: string; articleId: string; ownerId: string };
type Body = { json?: unknown; form?: () => FormData };
type Row = { route: string; allowed: Who[]; url: (f: Fixture) => string; body?: Body };

const missing = () => randomUUID();
const emptyForm = { form: () => new FormData() };

export const MATRIX: Row[] = [
  // customer services: own submissions and history
  { route: 'GET /api/sirekanan', allowed: CUSTOMER, url: () => '/api/sirekanan' },
  { route: 'POST /api/sirekanan', allowed: CUSTOMER, url: () => '/api/sirekanan', body: emptyForm },
  { route: 'GET /api/ujilab', allowed: CUSTOMER, url: () => '/api/ujilab' },
  { route: 'POST /api/ujilab', allowed: CUSTOMER, url: () => '/api/ujilab', body: emptyForm },
  // issue 40, item 4: the customer's sample drop-off (their own request's slot)
  { route: 'GET /api/lab-samples/:id', allowed: CUSTOMER, url: (f) => `/api/lab-samples/${f.labId}` },
  {
    route: 'POST /api/lab-samples/:id/booking',
    allowed: CUSTOMER,
    url: (f) => `/api/lab-samples/${f.labId}/booking`,
    body: { json: { day: '2020-01-06', start: '08:00' } },
  },
  { route: 'GET /api/dashboard', allowed: CUSTOMER, url: () => '/api/dashboard' },
  { route: 'GET /api/dashboard/requests/:code', allowed: CUSTOMER, url: () => '/api/dashboard/requests/SRK-2026-ZZZZZZ' },
  // issue 38, item 2: the customer's own request's thread
  { route: 'GET /api/dashboard/requests/:code/messages', allowed: CUSTOMER, url: () => '/api/dashboard/requests/SRK-2026-ZZZZZZ/messages' },
  {
    route: 'POST /api/dashboard/requests/:code/messages',
    allowed: CUSTOMER,
    url: () => '/api/dashboard/requests/SRK-2026-ZZZZZZ/messages',
    body: emptyForm,
  },
  // open to everyone: published news, contact message, damage report and its status, the bridge list
  { route: 'GET /api/news', allowed: EVERYONE, url: () => '/api/news' },
  { route: 'GET /api/news/:slug', allowed: EVERYONE, url: () => '/api/news/tidak-ada-artikel-ini' },
  { route: 'POST /api/contact', allowed: EVERYONE, url: () => '/api/contact', body: { json: {} } },
  { route: 'POST /api/damage-reports', allowed: EVERYONE, url: () => '/api/damage-reports', body: emptyForm },
  { route: 'GET /api/damage-reports/status/:code', allowed: EVERYONE, url: () => '/api/damage-reports/status/LPR-2026-TIDAKADA' },
  { route: 'GET /api/bridges', allowed: EVERYONE, url: () => '/api/bridges' },
  // issue 17: the map's pins, the figures and one bridge's page are public
  { route: 'GET /api/bridges/peta', allowed: EVERYONE, url: () => '/api/bridges/peta?q=tidak-ada' },
  { route: 'GET /api/bridges/angka', allowed: EVERYONE, url: () => '/api/bridges/angka' },
  { route: 'GET /api/bridges/:id', allowed: EVERYONE, url: () => `/api/bridges/${missing()}` },
  { route: 'GET /api/tracking/:code', allowed: EVERYONE, url: () => '/api/tracking/SRK-2026-TIDAKA' },
  { route: 'GET /api/documents/:code', allowed: EVERYONE, url: () => '/api/documents/LAB-2026-TIDAKA' },
  { route: 'POST /api/documents/:code', allowed: EVERYONE, url: () => '/api/documents/LAB-2026-TIDAKA', body: { json: {} } },
  // issue 40, item 5: a copy sent as a file, whose PDF signature is checked too
  { route: 'POST /api/documents/:code/file', allowed: EVERYONE, url: () => '/api/documents/LAB-2026-TIDAKA/file', body: emptyForm },
  { route: 'GET /api/gallery', allowed: EVERYONE, url: () => '/api/gallery' },
  { route: 'GET /api/gallery/:slug', allowed: EVERYONE, url: () => '/api/gallery/tidak-ada' },
  { route: 'GET /api/damage-reports/road', allowed: EVERYONE, url: () => '/api/damage-reports/road?lat=-2.68&lng=118.89' },
  { route: 'GET /api/damage-reports/map-config', allowed: EVERYONE, url: () => '/api/damage-reports/map-config' },
  { route: 'GET /api/laporan', allowed: EVERYONE, url: () => '/api/laporan' },
  { route: 'GET /api/laporan/peta', allowed: EVERYONE, url: () => '/api/laporan/peta' },
  { route: 'GET /api/laporan/dekat', allowed: EVERYONE, url: () => '/api/laporan/dekat?lat=-2.6&lng=118.9&jenis=Jalan' },
  { route: 'GET /api/laporan/jembatan', allowed: EVERYONE, url: () => '/api/laporan/jembatan?lat=-2.6&lng=118.9' },
  {
    route: 'POST /api/laporan/:code/dukung',
    allowed: EVERYONE,
    url: () => '/api/laporan/LPR-2026-TIDAKADA/dukung',
    body: { json: { browserKey: '00000000-0000-4000-8000-000000000000' } },
  },
  { route: 'GET /api/laporan/foto/:id', allowed: EVERYONE, url: () => '/api/laporan/foto/00000000-0000-4000-8000-000000000000' },
  { route: 'GET /api/laporan/:code', allowed: EVERYONE, url: () => '/api/laporan/LPR-2026-TIDAKADA' },
  { route: 'GET /api/laporan/:code/tanggapan', allowed: EVERYONE, url: () => '/api/laporan/LPR-2026-TIDAKADA/tanggapan' },
  { route: 'POST /api/laporan/:code/tanggapan', allowed: EVERYONE, url: () => '/api/laporan/LPR-2026-TIDAKADA/tanggapan', body: emptyForm },
  { route: 'GET /api/pages/:slug', allowed: EVERYONE, url: () => '/api/pages/kebijakan-privasi' },
  { route: 'POST /api/mail/unsubscribe', allowed: EVERYONE, url: () => '/api/mail/unsubscribe?e=a%40contoh.id&t=x' },
  { route: 'POST /api/mail/confirm', allowed: EVERYONE, url: () => '/api/mail/confirm?t=tautan-palsu' },
  // issue 39, item 5: "Ikuti laporan di sini" (an empty body is a 400 for everyone; a forged link too)
  { route: 'POST /api/area-alerts', allowed: EVERYONE, url: () => '/api/area-alerts', body: { json: {} } },
  { route: 'POST /api/area-alerts/confirm', allowed: EVERYONE, url: () => '/api/area-alerts/confirm?t=tautan-palsu' },
  { route: 'POST /api/area-alerts/unsubscribe', allowed: EVERYONE, url: () => '/api/area-alerts/unsubscribe?t=tautan-palsu' },
  // bridges: the admin table's export; add, edit, delete
  { route: 'GET /api/bridges/export', allowed: SERVICE_STAFF, url: () => '/api/bridges/export?q=tidak-ada' },
  // issue 17, item 6: the bulk import and its template (an empty form is a 400 for those allowed)
  { route: 'GET /api/bridges/import/template', allowed: BRIDGE_WRITE, url: () => '/api/bridges/import/template?format=csv' },
  { route: 'POST /api/bridges/import', allowed: BRIDGE_WRITE, url: () => '/api/bridges/import', body: emptyForm },
  { route: 'POST /api/bridges', allowed: BRIDGE_WRITE, url: () => '/api/bridges', body: { json: {} } },
  { route: 'PUT /api/bridges/:id', allowed: BRIDGE_WRITE, url: () => `/api/bridges/${missing()}`, body: { json: {} } },
  { route: 'DELETE /api/bridges/:id', allowed: BRIDGE_WRITE, url: () => `/api/bridges/${missing()}` },
  // issue 17: a bridge's inspections (staff read them with the inspectors' names) and photos
  { route: 'GET /api/bridges/:id/inspections', allowed: SERVICE_STAFF, url: () => `/api/bridges/${missing()}/inspections` },
  {
    route: 'POST /api/bridges/:id/inspections',
    allowed: BRIDGE_WRITE,
    url: () => `/api/bridges/${missing()}/inspections`,
    body: emptyForm,
  },
  {
    route: 'PUT /api/bridges/:id/inspections/:inspectionId',
    allowed: BRIDGE_WRITE,
    url: () => `/api/bridges/${missing()}/inspections/${missing()}`,
    body: { json: {} },
  },
  {
    route: 'DELETE /api/bridges/:id/inspections/:inspectionId',
    allowed: BRIDGE_WRITE,
    url: () => `/api/bridges/${missing()}/inspections/${missing()}`,
  },
  {
    route: 'POST /api/bridges/:id/inspections/:inspectionId/photos',
    allowed: BRIDGE_WRITE,
    url: () => `/api/bridges/${missing()}/inspections/${missing()}/photos`,
    body: emptyForm,
  },
  {
    route: 'DELETE /api/bridges/:id/inspections/:inspectionId/photos/:photoId',
    allowed: BRIDGE_WRITE,
    url: () => `/api/bridges/${missing()}/inspections/${missing()}/photos/${missing()}`,
  },
  { route: 'POST /api/bridges/:id/photos', allowed: BRIDGE_WRITE, url: () => `/api/bridges/${missing()}/photos`, body: emptyForm },
  { route: 'DELETE /api/bridges/:id/photos/:photoId', allowed: BRIDGE_WRITE, url: () => `/api/bridges/${missing()}/photos/${missing()}` },
  // admin dashboard
  { route: 'GET /api/admin/summary', allowed: ALL_ADMINS, url: () => '/api/admin/summary' },
  { route: 'GET /api/admin/notifications', allowed: ALL_ADMINS, url: () => '/api/admin/notifications' },
  // issue 38 item 4: each role's queue (of its own services only, admin-dashboard.test.ts)
  { route: 'GET /api/admin/queues', allowed: ALL_ADMINS, url: () => '/api/admin/queues' },
  // Sirekanan requests
  { route: 'GET /api/admin/sirekanan', allowed: SIREKANAN, url: () => '/api/admin/sirekanan' },
  { route: 'GET /api/admin/sirekanan/export', allowed: SIREKANAN, url: () => '/api/admin/sirekanan/export?q=tidak-ada' },
  { route: 'GET /api/admin/ujilab/export', allowed: UJILAB, url: () => '/api/admin/ujilab/export?q=tidak-ada' },
  { route: 'GET /api/admin/damage-reports/export', allowed: DAMAGE, url: () => '/api/admin/damage-reports/export?q=tidak-ada' },
  {
    route: 'PATCH /api/admin/sirekanan/:id/status',
    allowed: SIREKANAN,
    url: (f) => `/api/admin/sirekanan/${f.sirekananId}/status`,
    body: { json: { status: 'Diproses' } },
  },
  // issue 38 item 1: one change (status, notes, document) and the e-mail it would send
  {
    route: 'POST /api/admin/sirekanan/:id/changes',
    allowed: SIREKANAN,
    url: (f) => `/api/admin/sirekanan/${f.sirekananId}/changes`,
    body: emptyForm,
  },
  {
    route: 'POST /api/admin/sirekanan/:id/changes/preview',
    allowed: SIREKANAN,
    url: (f) => `/api/admin/sirekanan/${f.sirekananId}/changes/preview`,
    body: { json: { status: 'Diproses' } },
  },
  { route: 'GET /api/admin/sirekanan/:id/history', allowed: SIREKANAN, url: (f) => `/api/admin/sirekanan/${f.sirekananId}/history` },
  { route: 'GET /api/admin/sirekanan/by-code/:code', allowed: SIREKANAN, url: () => '/api/admin/sirekanan/by-code/SRK-2026-TIDAKA' },
  { route: 'GET /api/admin/sirekanan/:id/messages', allowed: SIREKANAN, url: (f) => `/api/admin/sirekanan/${f.sirekananId}/messages` },
  {
    route: 'POST /api/admin/sirekanan/:id/messages',
    allowed: SIREKANAN,
    url: (f) => `/api/admin/sirekanan/${f.sirekananId}/messages`,
    body: emptyForm,
  },
  { route: 'GET /api/admin/sirekanan/signing', allowed: SIREKANAN, url: () => '/api/admin/sirekanan/signing' },
  { route: 'GET /api/admin/sirekanan/:id/documents', allowed: SIREKANAN, url: (f) => `/api/admin/sirekanan/${f.sirekananId}/documents` },
  {
    route: 'POST /api/admin/sirekanan/:id/documents',
    allowed: SIREKANAN,
    url: (f) => `/api/admin/sirekanan/${f.sirekananId}/documents`,
    body: emptyForm,
  },
  // lab requests
  { route: 'GET /api/admin/ujilab', allowed: UJILAB, url: () => '/api/admin/ujilab' },
  // issue 40, item 4: the lab's schedule, the day's list of samples and a sample's arrival
  { route: 'GET /api/admin/lab-samples/schedule', allowed: UJILAB, url: () => '/api/admin/lab-samples/schedule' },
  { route: 'PUT /api/admin/lab-samples/schedule', allowed: UJILAB, url: () => '/api/admin/lab-samples/schedule', body: { json: {} } },
  { route: 'GET /api/admin/lab-samples/arrivals', allowed: UJILAB, url: () => '/api/admin/lab-samples/arrivals?tanggal=2020-01-06' },
  {
    route: 'POST /api/admin/lab-samples/:id/arrival',
    allowed: UJILAB,
    url: () => `/api/admin/lab-samples/${missing()}/arrival`,
    body: emptyForm,
  },
  {
    route: 'PATCH /api/admin/ujilab/:id/status',
    allowed: UJILAB,
    url: (f) => `/api/admin/ujilab/${f.labId}/status`,
    body: { json: { status: 'Diproses' } },
  },
  // issue 38 item 1: one change (status, notes, document) and the e-mail it would send
  { route: 'POST /api/admin/ujilab/:id/changes', allowed: UJILAB, url: (f) => `/api/admin/ujilab/${f.labId}/changes`, body: emptyForm },
  {
    route: 'POST /api/admin/ujilab/:id/changes/preview',
    allowed: UJILAB,
    url: (f) => `/api/admin/ujilab/${f.labId}/changes/preview`,
    body: { json: { status: 'Diproses' } },
  },
  // issue 40 item 3: the bill (accept), the counter, the day's reconciliation
  { route: 'POST /api/admin/ujilab/:id/bill', allowed: UJILAB, url: (f) => `/api/admin/ujilab/${f.labId}/bill`, body: { json: {} } },
  {
    route: 'POST /api/admin/ujilab/:id/bill/counter-payment',
    allowed: UJILAB,
    url: (f) => `/api/admin/ujilab/${f.labId}/bill/counter-payment`,
    body: { json: {} },
  },
  { route: 'GET /api/admin/ujilab/rekonsiliasi', allowed: UJILAB, url: () => '/api/admin/ujilab/rekonsiliasi?tanggal=2026-11-27' },
  // issue 40 item 6: "Ringkasan Laboratorium" (revenue, unpaid bills, late tests)
  { route: 'GET /api/admin/ujilab/ringkasan', allowed: UJILAB, url: () => '/api/admin/ujilab/ringkasan' },
  { route: 'GET /api/admin/ujilab/:id/history', allowed: UJILAB, url: (f) => `/api/admin/ujilab/${f.labId}/history` },
  { route: 'GET /api/admin/ujilab/by-code/:code', allowed: UJILAB, url: () => '/api/admin/ujilab/by-code/SRK-2026-TIDAKA' },
  { route: 'GET /api/admin/ujilab/:id/messages', allowed: UJILAB, url: (f) => `/api/admin/ujilab/${f.labId}/messages` },
  {
    route: 'POST /api/admin/ujilab/:id/messages',
    allowed: UJILAB,
    url: (f) => `/api/admin/ujilab/${f.labId}/messages`,
    body: emptyForm,
  },
  { route: 'GET /api/admin/ujilab/signing', allowed: UJILAB, url: () => '/api/admin/ujilab/signing' },
  { route: 'GET /api/admin/ujilab/:id/documents', allowed: UJILAB, url: (f) => `/api/admin/ujilab/${f.labId}/documents` },
  { route: 'POST /api/admin/ujilab/:id/documents', allowed: UJILAB, url: (f) => `/api/admin/ujilab/${f.labId}/documents`, body: emptyForm },
  // damage reports
  { route: 'GET /api/admin/damage-reports', allowed: DAMAGE, url: () => '/api/admin/damage-reports' },
  {
    route: 'PATCH /api/admin/damage-reports/:id/status',
    allowed: DAMAGE,
    url: (f) => `/api/admin/damage-reports/${f.damageId}/status`,
    body: { json: { status: 'Diproses' } },
  },
  // issue 38 item 1: one change (status, notes, document) and the e-mail it would send
  {
    route: 'POST /api/admin/damage-reports/:id/changes',
    allowed: DAMAGE,
    url: (f) => `/api/admin/damage-reports/${f.damageId}/changes`,
    body: emptyForm,
  },
  {
    route: 'POST /api/admin/damage-reports/:id/changes/preview',
    allowed: DAMAGE,
    url: (f) => `/api/admin/damage-reports/${f.damageId}/changes/preview`,
    body: { json: { status: 'Diproses' } },
  },
  { route: 'GET /api/admin/damage-reports/:id/history', allowed: DAMAGE, url: (f) => `/api/admin/damage-reports/${f.damageId}/history` },
  { route: 'GET /api/admin/damage-reports/by-code/:code', allowed: DAMAGE, url: () => '/api/admin/damage-reports/by-code/SRK-2026-TIDAKA' },
  { route: 'GET /api/admin/damage-reports/:id/messages', allowed: DAMAGE, url: (f) => `/api/admin/damage-reports/${f.damageId}/messages` },
  {
    route: 'POST /api/admin/damage-reports/:id/messages',
    allowed: DAMAGE,
    url: (f) => `/api/admin/damage-reports/${f.damageId}/messages`,
    body: emptyForm,
  },
  {
    route: 'POST /api/admin/damage-reports/:id/moderation',
    allowed: DAMAGE,
    url: (f) => `/api/admin/damage-reports/${f.damageId}/moderation`,
    body: { json: { action: 'confidential', confidential: false } },
  },
  {
    route: 'GET /api/admin/damage-reports/:id/moderation',
    allowed: DAMAGE,
    url: (f) => `/api/admin/damage-reports/${f.damageId}/moderation`,
  },
  // issue 39, item 3: the list's owner filter, a report's routing, forwarding it by hand and taking it back
  { route: 'GET /api/admin/damage-reports/owners', allowed: DAMAGE, url: () => '/api/admin/damage-reports/owners' },
  {
    route: 'GET /api/admin/damage-reports/:id/forwarding',
    allowed: DAMAGE,
    url: (f) => `/api/admin/damage-reports/${f.damageId}/forwarding`,
  },
  {
    route: 'POST /api/admin/damage-reports/:id/forward',
    allowed: DAMAGE,
    url: (f) => `/api/admin/damage-reports/${f.damageId}/forward`,
    body: { json: { instansiId: '00000000-0000-4000-8000-000000000000' } },
  },
  {
    route: 'POST /api/admin/damage-reports/:id/take-back',
    allowed: DAMAGE,
    url: (f) => `/api/admin/damage-reports/${f.damageId}/take-back`,
    body: { json: {} },
  },
  // issue 15, items 6 and 7: deadlines (a super admin sets them) and staff's "after" photo
  {
    route: 'POST /api/admin/damage-reports/:id/after-photo',
    allowed: DAMAGE,
    url: () => `/api/admin/damage-reports/${missing()}/after-photo`,
    body: emptyForm,
  },
  {
    route: 'DELETE /api/admin/damage-reports/:id/after-photo',
    allowed: DAMAGE,
    url: () => `/api/admin/damage-reports/${missing()}/after-photo`,
  },
  { route: 'GET /api/admin/damage-report-targets', allowed: DAMAGE, url: () => '/api/admin/damage-report-targets' },
  // issue 39, item 6: a ruas for its engineers, the worst-first list; the bridge form's choice of ruas
  { route: 'GET /api/admin/road-overview/:id', allowed: ROADS, url: () => `/api/admin/road-overview/${missing()}` },
  { route: 'GET /api/admin/road-overview/prioritas', allowed: ROADS, url: () => '/api/admin/road-overview/prioritas' },
  { route: 'GET /api/admin/road-overview/pilihan', allowed: SERVICE_STAFF, url: () => '/api/admin/road-overview/pilihan?q=tidak-ada' },
  {
    route: 'PUT /api/admin/damage-report-targets',
    allowed: SUPER_ADMIN,
    url: () => '/api/admin/damage-report-targets',
    body: { json: {} },
  },
  // users and roles, CMS, contact inbox
  { route: 'GET /api/admin/users', allowed: SUPER_ADMIN, url: () => '/api/admin/users' },
  {
    route: 'PATCH /api/admin/users/:id/role',
    allowed: SUPER_ADMIN,
    url: () => '/api/admin/users/tidakada/role',
    body: { json: { role: 'super_admin' } },
  },
  { route: 'GET /api/admin/articles', allowed: SUPER_ADMIN, url: () => '/api/admin/articles' },
  {
    route: 'POST /api/admin/articles',
    allowed: SUPER_ADMIN,
    url: () => '/api/admin/articles',
    body: { json: { title: 'Uji matriks', content: '', status: 'draft' } },
  },
  { route: 'GET /api/admin/articles/:id', allowed: SUPER_ADMIN, url: (f) => `/api/admin/articles/${f.articleId}` },
  {
    route: 'PUT /api/admin/articles/:id',
    allowed: SUPER_ADMIN,
    url: (f) => `/api/admin/articles/${f.articleId}`,
    body: { json: { title: 'Uji matriks diubah', content: '', status: 'draft' } },
  },
  { route: 'GET /api/admin/articles/:id/revisions', allowed: SUPER_ADMIN, url: () => `/api/admin/articles/${missing()}/revisions` },
  {
    route: 'GET /api/admin/articles/:id/revisions/compare',
    allowed: SUPER_ADMIN,
    url: () => `/api/admin/articles/${missing()}/revisions/compare?from=${missing()}&to=${missing()}`,
  },
  {
    route: 'GET /api/admin/articles/:id/revisions/:revisionId',
    allowed: SUPER_ADMIN,
    url: () => `/api/admin/articles/${missing()}/revisions/${missing()}`,
  },
  {
    route: 'POST /api/admin/articles/:id/revisions/:revisionId/restore',
    allowed: SUPER_ADMIN,
    url: () => `/api/admin/articles/${missing()}/revisions/${missing()}/restore`,
  },
  { route: 'POST /api/admin/users', allowed: SUPER_ADMIN, url: () => '/api/admin/users', body: { json: {} } },
  { route: 'POST /api/admin/users/:id/invitation', allowed: SUPER_ADMIN, url: () => `/api/admin/users/${missing()}/invitation` },
  { route: 'POST /api/admin/users/:id/deactivate', allowed: SUPER_ADMIN, url: () => `/api/admin/users/${missing()}/deactivate` },
  { route: 'POST /api/admin/users/:id/reactivate', allowed: SUPER_ADMIN, url: () => `/api/admin/users/${missing()}/reactivate` },
  { route: 'POST /api/admin/users/:id/password-reset', allowed: SUPER_ADMIN, url: () => `/api/admin/users/${missing()}/password-reset` },
  { route: 'POST /api/admin/users/:id/unlock', allowed: SUPER_ADMIN, url: () => `/api/admin/users/${missing()}/unlock` },
  { route: 'GET /api/admin/users/export', allowed: SUPER_ADMIN, url: () => '/api/admin/users/export?q=tidak-ada' },
  { route: 'GET /api/admin/contact-messages/export', allowed: SUPER_ADMIN, url: () => '/api/admin/contact-messages/export' },
  { route: 'GET /api/admin/albums', allowed: SUPER_ADMIN, url: () => '/api/admin/albums' },
  { route: 'POST /api/admin/albums', allowed: SUPER_ADMIN, url: () => '/api/admin/albums', body: { json: {} } },
  { route: 'GET /api/admin/albums/:id', allowed: SUPER_ADMIN, url: () => `/api/admin/albums/${missing()}` },
  { route: 'PUT /api/admin/albums/:id', allowed: SUPER_ADMIN, url: () => `/api/admin/albums/${missing()}`, body: { json: {} } },
  { route: 'DELETE /api/admin/albums/:id', allowed: SUPER_ADMIN, url: () => `/api/admin/albums/${missing()}` },
  {
    route: 'POST /api/admin/albums/:id/photos',
    allowed: SUPER_ADMIN,
    url: () => `/api/admin/albums/${missing()}/photos`,
    body: { json: {} },
  },
  {
    route: 'PUT /api/admin/albums/:id/photos/order',
    allowed: SUPER_ADMIN,
    url: () => `/api/admin/albums/${missing()}/photos/order`,
    body: { json: {} },
  },
  {
    route: 'PUT /api/admin/albums/:id/photos/:photoId',
    allowed: SUPER_ADMIN,
    url: () => `/api/admin/albums/${missing()}/photos/${missing()}`,
    body: { json: {} },
  },
  {
    route: 'DELETE /api/admin/albums/:id/photos/:photoId',
    allowed: SUPER_ADMIN,
    url: () => `/api/admin/albums/${missing()}/photos/${missing()}`,
  },
  { route: 'GET /api/admin/pages', allowed: SUPER_ADMIN, url: () => '/api/admin/pages' },
  { route: 'PUT /api/admin/pages/:slug', allowed: SUPER_ADMIN, url: () => '/api/admin/pages/syarat-ketentuan', body: { json: {} } },
  { route: 'POST /api/admin/images', allowed: SUPER_ADMIN, url: () => '/api/admin/images', body: emptyForm },
  { route: 'DELETE /api/admin/articles/:id', allowed: SUPER_ADMIN, url: () => `/api/admin/articles/${missing()}` },
  { route: 'GET /api/admin/contact-messages', allowed: SUPER_ADMIN, url: () => '/api/admin/contact-messages' },
  {
    route: 'PATCH /api/admin/contact-messages/:id',
    allowed: SUPER_ADMIN,
    url: () => `/api/admin/contact-messages/${missing()}`,
    body: { json: { read: true } },
  },
  // the outbox (issue 13): every e-mail the portal sent, and "Kirim ulang"
  { route: 'GET /api/admin/outbox', allowed: SUPER_ADMIN, url: () => '/api/admin/outbox' },
  { route: 'GET /api/admin/outbox/:id', allowed: SUPER_ADMIN, url: () => `/api/admin/outbox/${missing()}` },
  { route: 'POST /api/admin/outbox/:id/resend', allowed: SUPER_ADMIN, url: () => `/api/admin/outbox/${missing()}/resend` },
  // /admin/sistem (issue 37, item 3): how the portal is doing
  { route: 'GET /api/admin/system', allowed: SUPER_ADMIN, url: () => '/api/admin/system' },
  // the satisfaction survey (issue 16): anyone answers and reads the results; the super admin the workings
  { route: 'GET /api/skm/undangan', allowed: EVERYONE, url: () => '/api/skm/undangan?kode=SRK-2026-TIDAKA&t=x' },
  { route: 'POST /api/skm', allowed: EVERYONE, url: () => '/api/skm', body: { json: {} } },
  { route: 'GET /api/skm/hasil', allowed: EVERYONE, url: () => '/api/skm/hasil' },
  { route: 'GET /api/skm/laporan.pdf', allowed: EVERYONE, url: () => '/api/skm/laporan.pdf?periode=2020' },
  { route: 'GET /api/admin/skm/saran', allowed: SUPER_ADMIN, url: () => '/api/admin/skm/saran' },
  {
    route: 'PATCH /api/admin/skm/saran/:id',
    allowed: SUPER_ADMIN,
    url: () => `/api/admin/skm/saran/${missing()}`,
    body: { json: { published: true } },
  },
  { route: 'GET /api/admin/skm/jawaban', allowed: SUPER_ADMIN, url: () => '/api/admin/skm/jawaban?periode=2020' },
  // service standards and the pledge (issue 16): public to read, the super admin writes
  { route: 'GET /api/standar/maklumat', allowed: EVERYONE, url: () => '/api/standar/maklumat' },
  { route: 'GET /api/standar/:key', allowed: EVERYONE, url: () => '/api/standar/ujilab' },
  { route: 'GET /api/admin/standar', allowed: SUPER_ADMIN, url: () => '/api/admin/standar' },
  { route: 'PUT /api/admin/standar/maklumat', allowed: SUPER_ADMIN, url: () => '/api/admin/standar/maklumat', body: { json: {} } },
  { route: 'PUT /api/admin/standar/:key', allowed: SUPER_ADMIN, url: () => '/api/admin/standar/ujilab', body: { json: {} } },
  { route: 'GET /api/admin/standar/:key/revisi', allowed: SUPER_ADMIN, url: () => '/api/admin/standar/ujilab/revisi' },
  {
    route: 'POST /api/admin/standar/:key/revisi/:id/pulihkan',
    allowed: SUPER_ADMIN,
    url: () => `/api/admin/standar/ujilab/revisi/${missing()}/pulihkan`,
  },
  // public statistics (issue 15): anyone
  { route: 'GET /api/statistik', allowed: EVERYONE, url: () => '/api/statistik' },
  { route: 'GET /api/statistik/:file', allowed: EVERYONE, url: () => '/api/statistik/laporan-status.csv' },
  // Open311 keys (issue 15): only a super admin issues and revokes them
  { route: 'GET /api/admin/open311-keys', allowed: SUPER_ADMIN, url: () => '/api/admin/open311-keys' },
  { route: 'POST /api/admin/open311-keys', allowed: SUPER_ADMIN, url: () => '/api/admin/open311-keys', body: { json: {} } },
  { route: 'POST /api/admin/open311-keys/:id/cabut', allowed: SUPER_ADMIN, url: () => `/api/admin/open311-keys/${missing()}/cabut` },
  // PPID (issue 16): the desk's public page and documents for everyone; requests and objections by
  // customers (their own); the officer and the super admin handle them; objections go to the superior.
  { route: 'GET /api/ppid', allowed: EVERYONE, url: () => '/api/ppid' },
  { route: 'GET /api/ppid/statistik.csv', allowed: EVERYONE, url: () => '/api/ppid/statistik.csv' },
  { route: 'GET /api/ppid/dip/:id/berkas', allowed: EVERYONE, url: () => `/api/ppid/dip/${missing()}/berkas` },
  { route: 'GET /api/ppid/permohonan', allowed: CUSTOMER, url: () => '/api/ppid/permohonan' },
  { route: 'POST /api/ppid/permohonan', allowed: CUSTOMER, url: () => '/api/ppid/permohonan', body: emptyForm },
  {
    route: 'POST /api/ppid/permohonan/:code/keberatan',
    allowed: CUSTOMER,
    url: () => '/api/ppid/permohonan/PPID-2026-TIDAKA/keberatan',
    body: { json: {} },
  },
  { route: 'GET /api/admin/ppid/permohonan', allowed: PPID, url: () => '/api/admin/ppid/permohonan' },
  { route: 'GET /api/admin/ppid/permohonan.csv', allowed: PPID, url: () => '/api/admin/ppid/permohonan.csv' },
  { route: 'GET /api/admin/ppid/statistik', allowed: PPID, url: () => '/api/admin/ppid/statistik' },
  { route: 'POST /api/admin/ppid/permohonan/:id/terima', allowed: PPID, url: () => `/api/admin/ppid/permohonan/${missing()}/terima` },
  {
    route: 'POST /api/admin/ppid/permohonan/:id/perpanjang',
    allowed: PPID,
    url: () => `/api/admin/ppid/permohonan/${missing()}/perpanjang`,
    body: { json: {} },
  },
  {
    route: 'POST /api/admin/ppid/permohonan/:id/jawab',
    allowed: PPID,
    url: () => `/api/admin/ppid/permohonan/${missing()}/jawab`,
    body: emptyForm,
  },
  {
    route: 'POST /api/admin/ppid/permohonan/:id/laksanakan',
    allowed: PPID,
    url: () => `/api/admin/ppid/permohonan/${missing()}/laksanakan`,
    body: emptyForm,
  },
  { route: 'GET /api/admin/ppid/permohonan/:code', allowed: PPID, url: () => '/api/admin/ppid/permohonan/PPID-2026-TIDAKA' },
  {
    route: 'POST /api/admin/ppid/permohonan/:id/tolak',
    allowed: PPID,
    url: () => `/api/admin/ppid/permohonan/${missing()}/tolak`,
    body: { json: {} },
  },
  { route: 'GET /api/admin/ppid/dip', allowed: PPID, url: () => '/api/admin/ppid/dip' },
  { route: 'POST /api/admin/ppid/dip', allowed: PPID, url: () => '/api/admin/ppid/dip', body: emptyForm },
  { route: 'PUT /api/admin/ppid/dip/:id', allowed: PPID, url: () => `/api/admin/ppid/dip/${missing()}`, body: emptyForm },
  { route: 'DELETE /api/admin/ppid/dip/:id', allowed: PPID, url: () => `/api/admin/ppid/dip/${missing()}` },
  // issue 38, item 5: a request's phone and WhatsApp, for that service's staff (here a Sirekanan request)
  {
    route: 'GET /api/admin/request-contacts/:kind/:id',
    allowed: SIREKANAN,
    url: (f) => `/api/admin/request-contacts/sirekanan/${f.sirekananId}`,
  },
  { route: 'GET /api/admin/ppid-keberatan', allowed: SUPER_ADMIN, url: () => '/api/admin/ppid-keberatan' },
  {
    route: 'POST /api/admin/ppid-keberatan/:id/jawab',
    allowed: SUPER_ADMIN,
    url: () => `/api/admin/ppid-keberatan/${missing()}/jawab`,
    body: { json: {} },
  },
  // issue 39: the road-section register and the owners of the roads
  { route: 'GET /api/admin/roads', allowed: ROADS, url: () => '/api/admin/roads' },
  { route: 'GET /api/admin/roads/peta', allowed: ROADS, url: () => '/api/admin/roads/peta?q=tidak-ada' },
  { route: 'GET /api/admin/roads/import/template', allowed: ROADS, url: () => '/api/admin/roads/import/template' },
  { route: 'POST /api/admin/roads/import', allowed: ROADS, url: () => '/api/admin/roads/import', body: emptyForm },
  { route: 'GET /api/admin/roads/:id', allowed: ROADS, url: () => `/api/admin/roads/${missing()}` },
  { route: 'PUT /api/admin/roads/:id', allowed: ROADS, url: () => `/api/admin/roads/${missing()}`, body: { json: {} } },
  { route: 'DELETE /api/admin/roads/:id', allowed: ROADS, url: () => `/api/admin/roads/${missing()}` },
  { route: 'GET /api/admin/instansi', allowed: ROADS, url: () => '/api/admin/instansi' },
  { route: 'POST /api/admin/instansi', allowed: ROADS, url: () => '/api/admin/instansi', body: { json: {} } },
  { route: 'PUT /api/admin/instansi/:id', allowed: ROADS, url: () => `/api/admin/instansi/${missing()}`, body: { json: {} } },
  { route: 'DELETE /api/admin/instansi/:id', allowed: ROADS, url: () => `/api/admin/instansi/${missing()}` },
  // Issue 40, items 1 and 2: the lab's tariff (public), its admin (ujilab.tariff) and the staff's pricing of a request.
  { route: 'GET /api/ujilab-tariff', allowed: EVERYONE, url: () => '/api/ujilab-tariff' },
  { route: 'GET /api/admin/ujilab-tariff', allowed: UJILAB, url: () => '/api/admin/ujilab-tariff' },
  { route: 'POST /api/admin/ujilab-tariff', allowed: UJILAB, url: () => '/api/admin/ujilab-tariff', body: { json: {} } },
  { route: 'PUT /api/admin/ujilab-tariff/:id', allowed: UJILAB, url: () => `/api/admin/ujilab-tariff/${missing()}`, body: { json: {} } },
  {
    route: 'POST /api/admin/ujilab-tariff/:id/harga',
    allowed: UJILAB,
    url: () => `/api/admin/ujilab-tariff/${missing()}/harga`,
    body: { json: {} },
  },
  {
    route: 'PUT /api/admin/ujilab-tariff/:id/aktif',
    allowed: UJILAB,
    url: () => `/api/admin/ujilab-tariff/${missing()}/aktif`,
    body: { json: { active: false } },
  },
  {
    route: 'PUT /api/admin/ujilab-tariff/requests/:code',
    allowed: UJILAB,
    url: () => '/api/admin/ujilab-tariff/requests/LAB-2026-TIDAKA',
    body: { json: {} },
  },
];

// Uploaded files (DECISIONS.md rule 9), owned by a customer who is none of the matrix users.
const FILES: Row[] = [
  {
    route: 'GET /files/service-documents (another user’s)',
    allowed: SIREKANAN,
    url: (f) => `/files/service-documents/${f.ownerId}/sirekanan-1.pdf`,
  },
  { route: 'GET /files/lab-documents (another user’s KTP)', allowed: UJILAB, url: (f) => `/files/lab-documents/${f.ownerId}/ktp-1.jpg` },
  { route: 'GET /files/damage-photos', allowed: DAMAGE, url: () => '/files/damage-photos/public/1-matriks.jpg' },
  { route: 'GET /files/ppid-requests (another user’s KTP)', allowed: PPID, url: (f) => `/files/ppid-requests/${f.ownerId}/ktp-1.png` },
  { route: 'GET /files/ppid-documents (a DIP file)', allowed: PPID, url: () => '/files/ppid-documents/dip/1-matriks.pdf' },
];

// Open data (issue 17, item 5): public files outside /api, for everyone and every other site.
const OPEN_DATA: Row[] = [
  { route: 'GET /data/jembatan.csv', allowed: EVERYONE, url: () => '/data/jembatan.csv' },
  { route: 'GET /data/jembatan.geojson', allowed: EVERYONE, url: () => '/data/jembatan.geojson' },
  { route: 'GET /data/jembatan.json', allowed: EVERYONE, url: () => '/data/jembatan.json' },
  { route: 'GET /data/ruas.geojson', allowed: EVERYONE, url: () => '/data/ruas.geojson' },
  { route: 'GET /data/ruas.csv', allowed: EVERYONE, url: () => '/data/ruas.csv' },
];

// Sign-in and health are how one becomes a role at all; they are covered by the accounts tests.
// A receipt answers 404 to everyone but its owner, the service's staff and its signed link, so that
// it does not tell whether a code exists: receipts/receipts.test.ts checks each of them. A webhook is
// nobody's session but a signature's or a token's: features/whatsapp/whatsapp.test.ts checks forged ones.
// A damage report's thread for its reporter opens by the signed link only (request-threads.test.ts
// checks a forged, a missing and another report's signature). A lab request's priced tests answer 404 to
// everyone but its customer and the lab's staff, as a receipt (ujilab-tariff/ujilab-tariff.test.ts checks them).
// A lab bill is like a receipt: its owner, Uji Lab staff or the e-mail's signed link, 404 (or no bill) for anyone else (lab-bills/lab-bills.test.ts).
const OUTSIDE_THE_MATRIX = [
  /^GET \/api\/ujilab-tariff\/requests\/:code$/,
  /^\w+ \/api\/account\//,
  /^GET \/api\/health$/,
  /^GET \/api\/receipts\/:code$/,
  /^\w+ \/api\/webhooks\//,
  /^\w+ \/api\/laporan\/:code\/pesan$/,
  /^GET \/api\/lab-bills\/:code(\/pdf)?$/,
];

let t: TestApp;
const users = new Map<Who, TestUser | null>();
let fixture: Fixture;

beforeAll(async () => {
  t = await createTestApp();
  users.set('visitor', null);
  for (const who of WHO) if (who !== 'visitor') users.set(who, await t.createUser({ role: who }));
  const owner = await t.createUser();
  const admin = users.get('super_admin')!;
  const article = await t.request('POST', '/api/admin/articles', {
    as: admin,
    json: { title: 'Artikel matriks', content: '<p>x</p>', status: 'draft' },
  });
  await t.deps.store.put('service-documents', `${owner.id}/sirekanan-1.pdf`, new TextEncoder().encode('%PDF-1.4'));
  await t.deps.store.put('lab-documents', `${owner.id}/ktp-1.jpg`, new Uint8Array([0xff, 0xd8, 0xff, 0xd9]));
  await t.deps.store.put('damage-photos', 'public/1-matriks.jpg', new Uint8Array([0xff, 0xd8, 0xff, 0xd9]));
  await t.deps.store.put('ppid-requests', `${owner.id}/ktp-1.png`, new Uint8Array([0x89, 0x50, 0x4e, 0x47]));
  await t.deps.store.put('ppid-documents', 'dip/1-matriks.pdf', new TextEncoder().encode('%PDF-1.4'));
  fixture = {
    ownerId: owner.id,
    sirekananId: (await insertSirekanan(t.db, owner.id)).id,
    labId: (await insertUjilabRequest(t.db, owner.id)).id,
    damageId: (await insertDamageReport(t.db)).id,
    articleId: ((await article.json()) as { id: string }).id,
  };
});
afterAll(() => t.close());

describe('every admin and customer API route is in the matrix', () => {
  it('lists each route the app serves under /api', () => {
    const served = new Set(
      t.app.routes
        .filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/'))
        .map((r) => `${r.method} ${r.path}`)
        .filter((k) => !OUTSIDE_THE_MATRIX.some((re) => re.test(k))),
    );
    const listed = new Set(MATRIX.map((r) => r.route));
    const unlisted = [...served].filter((k) => !listed.has(k));
    expect(unlisted, 'add these routes to MATRIX with the roles ARCHITECTURE.md §5 allows').toEqual([]);
    const gone = [...listed].filter((k) => !served.has(k));
    expect(gone, 'these MATRIX routes are no longer served').toEqual([]);
  });
});

for (const row of [...MATRIX, ...FILES, ...OPEN_DATA]) {
  describe(row.route, () => {
    for (const who of WHO) {
      const allowed = row.allowed.includes(who);
      it(`${who}: ${allowed ? 'allowed' : who === 'visitor' ? '401' : '403 Akses Ditolak'}`, async () => {
        const method = row.route.split(' ')[0]!;
        const res = await t.request(method, row.url(fixture), {
          as: users.get(who) ?? null,
          json: row.body?.json,
          form: row.body?.form?.(),
        });
        const text = await res.text();
        if (allowed) {
          expect([401, 403], `${res.status} ${text}`).not.toContain(res.status);
          expect(res.status, text).toBeLessThan(500);
        } else if (who === 'visitor') {
          expect(res.status, text).toBe(401);
        } else {
          expect(res.status, text).toBe(403);
          expect(JSON.parse(text).error.title).toBe(ERRORS.forbiddenTitle);
        }
      });
    }
  });
}
