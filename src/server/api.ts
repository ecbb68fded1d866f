import { Hono } from 'hono';
import type { AppEnv } from './context.ts';
import { accountRoutes } from './features/accounts/routes.ts';
import { adminQueueRoutes, adminSummaryRoutes } from './features/admin-dashboard/routes.ts';
import { adminSirekananRoutes, adminUjilabRoutes } from './features/admin-requests/routes.ts';
import { adminDamageReportRoutes, adminDamageTargetRoutes } from './features/damage-reports/admin-routes.ts';
import { bridgeImportRoutes } from './features/bridges/import-routes.ts';
import { bridgeInspectionRoutes } from './features/bridges/inspection-routes.ts';
import { bridgeRoutes } from './features/bridges/routes.ts';
import { adminArticleRoutes } from './features/cms/routes.ts';
import { adminContactMessageRoutes } from './features/contact-inbox/routes.ts';
import { contactRoutes } from './features/contact/routes.ts';
import { customerDashboardRoutes } from './features/customer-dashboard/routes.ts';
import { damageReportRoutes } from './features/damage-reports/routes.ts';
import { publicReportRoutes } from './features/damage-reports/public-routes.ts';
import { adminSirekananDocumentRoutes, adminUjilabDocumentRoutes, documentVerificationRoutes } from './features/issued-documents/routes.ts';
import { adminImageRoutes } from './images/routes.ts';
import { adminSitePageRoutes, sitePageRoutes } from './features/site-pages/routes.ts';
import { adminAlbumRoutes, galleryRoutes } from './features/gallery/routes.ts';
import { healthRoutes } from './features/health/routes.ts';
import { newsRoutes } from './features/news/routes.ts';
import { adminNotificationRoutes } from './features/notifications/routes.ts';
import { mailRoutes } from './features/mail/routes.ts';
import { areaAlertRoutes } from './features/area-alerts/routes.ts';
import { adminOutboxRoutes } from './features/outbox/routes.ts';
import { adminSystemRoutes } from './features/system/routes.ts';
import { trackingRoutes } from './features/tracking/routes.ts';
import { receiptRoutes } from './features/receipts/routes.ts';
import { ownThreadRoutes, reporterThreadRoutes, staffThreadRoutes } from './features/request-threads/routes.ts';
import { sirekananRoutes } from './features/sirekanan/routes.ts';
import { adminSkmRoutes, skmRoutes } from './features/skm/routes.ts';
import { adminStandardRoutes, standardRoutes } from './features/service-standards/routes.ts';
import { adminOpen311KeyRoutes } from './features/open311/routes.ts';
import { adminPpidObjectionRoutes, adminPpidRoutes, ppidRoutes } from './features/ppid/routes.ts';
import { roadOverviewRoutes } from './features/road-overview/routes.ts';
import { statisticsRoutes } from './features/statistics/routes.ts';
import { ujilabRoutes } from './features/ujilab/routes.ts';
import { adminLabSampleRoutes, labSampleRoutes } from './features/lab-samples/routes.ts';
import { adminRequestContactRoutes } from './features/whatsapp/admin-routes.ts';
import { whatsappWebhookRoutes } from './features/whatsapp/routes.ts';
import { adminLabBillRoutes, labBillRoutes } from './features/lab-bills/routes.ts';
import { labFigureRoutes } from './features/lab-figures/routes.ts';
import { adminUserRoutes } from './features/accounts/admin-user-routes.ts';
import { adminInstansiRoutes, adminRoadRoutes } from './features/roads/routes.ts';
import { adminLabTariffRoutes, labTariffRoutes } from './features/ujilab-tariff/routes.ts';

/**
 * Every JSON route under /api, in one chain so that its type carries each route's input and
 * response: the web calls them through `hc<ApiType>` (src/web/lib/api.ts), and a changed field
 * breaks the typecheck on both sides.
 */
export const apiRoutes = new Hono<AppEnv>()
  .route('/health', healthRoutes)
  .route('/account', accountRoutes)
  .route('/news', newsRoutes)
  .route('/contact', contactRoutes)
  .route('/sirekanan', sirekananRoutes)
  .route('/ujilab', ujilabRoutes)
  .route('/lab-samples', labSampleRoutes)
  .route('/damage-reports', damageReportRoutes)
  .route('/laporan', publicReportRoutes)
  // Issue 38, item 2: a damage report's thread for its reporter, by the signed link in their e-mails.
  .route('/laporan', reporterThreadRoutes)
  .route('/bridges/import', bridgeImportRoutes)
  .route('/bridges', bridgeRoutes)
  .route('/bridges', bridgeInspectionRoutes)
  .route('/dashboard', customerDashboardRoutes)
  .route('/dashboard', ownThreadRoutes)
  .route('/admin/summary', adminSummaryRoutes)
  .route('/admin/queues', adminQueueRoutes)
  .route('/admin/notifications', adminNotificationRoutes)
  .route('/admin/sirekanan', adminSirekananRoutes)
  .route('/admin/sirekanan', adminSirekananDocumentRoutes)
  .route('/admin/ujilab', adminLabBillRoutes)
  // Issue 40, item 6: "Ringkasan Laboratorium" (revenue, unpaid bills, late tests).
  .route('/admin/ujilab', labFigureRoutes)
  .route('/admin/lab-samples', adminLabSampleRoutes)
  .route('/admin/ujilab', adminUjilabRoutes)
  .route('/admin/ujilab', adminUjilabDocumentRoutes)
  .route('/admin/damage-reports', adminDamageReportRoutes)
  .route('/admin/sirekanan', staffThreadRoutes('sirekanan'))
  .route('/admin/ujilab', staffThreadRoutes('ujilab'))
  .route('/admin/damage-reports', staffThreadRoutes('damage-reports'))
  .route('/admin/damage-report-targets', adminDamageTargetRoutes)
  .route('/admin/road-overview', roadOverviewRoutes)
  .route('/admin/users', adminUserRoutes)
  .route('/admin/articles', adminArticleRoutes)
  .route('/admin/images', adminImageRoutes)
  .route('/admin/pages', adminSitePageRoutes)
  .route('/admin/albums', adminAlbumRoutes)
  .route('/admin/contact-messages', adminContactMessageRoutes)
  .route('/admin/outbox', adminOutboxRoutes)
  .route('/admin/system', adminSystemRoutes)
  .route('/tracking', trackingRoutes)
  .route('/mail', mailRoutes)
  // Issue 39, item 5: "Ikuti laporan di sini".
  .route('/area-alerts', areaAlertRoutes)
  .route('/webhooks/whatsapp', whatsappWebhookRoutes)
  .route('/admin/request-contacts', adminRequestContactRoutes)
  .route('/receipts', receiptRoutes)
  // Issue 40, item 3: an Uji Lab request's bill.
  .route('/lab-bills', labBillRoutes)
  .route('/documents', documentVerificationRoutes)
  .route('/pages', sitePageRoutes)
  .route('/gallery', galleryRoutes)
  .route('/skm', skmRoutes)
  .route('/admin/skm', adminSkmRoutes)
  .route('/standar', standardRoutes)
  .route('/admin/standar', adminStandardRoutes)
  .route('/admin/open311-keys', adminOpen311KeyRoutes)
  .route('/statistik', statisticsRoutes)
  .route('/ppid', ppidRoutes)
  .route('/admin/ppid', adminPpidRoutes)
  .route('/admin/ppid-keberatan', adminPpidObjectionRoutes)
  // Issue 39: the road-section register (ruas) and the authorities that own the roads (instansi).
  .route('/admin/roads', adminRoadRoutes)
  .route('/admin/instansi', adminInstansiRoutes)
  // Issue 40, items 1 and 2: the lab's tariff and a request's priced tests.
  .route('/ujilab-tariff', labTariffRoutes)
  .route('/admin/ujilab-tariff', adminLabTariffRoutes);

export type ApiType = typeof apiRoutes;
