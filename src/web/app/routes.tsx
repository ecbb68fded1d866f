import { Suspense, type ReactNode } from 'react';
import { matchPath, Navigate, Route, Routes } from 'react-router';
import { DOCUMENT_PATHS } from './document-paths.ts';
import { RouteErrorBoundary } from '../components/error-boundary.tsx';
import { FullPageSpinner } from '../components/ui/spinner.tsx';
import { lazyWithReload } from '../lib/lazy-with-reload.ts';
import { ADMIN_PAGE_ROLES, AdminGuard } from './guards/admin-guard.tsx';
import { CustomerGuard } from './guards/customer-guard.tsx';
import { DocumentLoad, FallbackRedirect } from './guards/redirects.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';

// Every page is its own chunk: a visitor on / downloads only what / needs (the public pages'
// are in public-page-modules.ts). The admin shell too: a citizen never downloads the sidebar. A
// chunk gone after a deploy reloads the page once (lazyWithReload); if it is still gone, the error
// boundaries below show why.
const AdminLayout = lazyWithReload(() => import('./layouts/admin-layout.tsx').then((m) => ({ default: m.AdminLayout })));
const FeedbackPage = lazyWithReload(() => import('../features/damage-reports/components/feedback-page.tsx'));
const ReporterThreadPage = lazyWithReload(() => import('../features/damage-reports/components/reporter-thread-page.tsx'));
const DashboardPage = lazyWithReload(() => import('../features/dashboard/components/dashboard-page.tsx'));
const AdminDashboardPage = lazyWithReload(() => import('../features/admin-dashboard/components/admin-dashboard-page.tsx'));
const AdminSirekananPage = lazyWithReload(() => import('../features/admin-requests/components/admin-sirekanan-page.tsx'));
const AdminUjilabPage = lazyWithReload(() => import('../features/admin-requests/components/admin-ujilab-page.tsx'));
// Issue 40, item 4: the lab's schedule and the day's samples.
const LabSchedulePage = lazyWithReload(() => import('../features/lab-samples/components/lab-schedule-page.tsx'));
const LabArrivalsPage = lazyWithReload(() => import('../features/lab-samples/components/lab-arrivals-page.tsx'));
const AdminDamageReportsPage = lazyWithReload(() => import('../features/admin-requests/components/admin-damage-reports-page.tsx'));
// A request's own page (issue 38 item 4), in its list's chunk.
const AdminSirekananRequestPage = lazyWithReload(() =>
  import('../features/admin-requests/components/admin-sirekanan-page.tsx').then((m) => ({ default: m.AdminSirekananRequestPage })),
);
const AdminUjilabRequestPage = lazyWithReload(() =>
  import('../features/admin-requests/components/admin-ujilab-page.tsx').then((m) => ({ default: m.AdminUjilabRequestPage })),
);
const AdminDamageReportPage = lazyWithReload(() =>
  import('../features/admin-requests/components/admin-damage-reports-page.tsx').then((m) => ({ default: m.AdminDamageReportPage })),
);
const AdminBridgesPage = lazyWithReload(() => import('../features/bridges/components/admin-bridges-page.tsx'));
const BridgeImportPage = lazyWithReload(() => import('../features/bridges/components/bridge-import-page.tsx'));
const AdminBridgePage = lazyWithReload(() => import('../features/bridges/components/admin-bridge-page.tsx'));
const RoadOverviewPage = lazyWithReload(() => import('../features/road-overview/components/road-overview-page.tsx'));
const RoadPrioritiesPage = lazyWithReload(() => import('../features/road-overview/components/road-priorities-page.tsx'));
// Issue 39: the road-section register and the owners of the roads (/admin/ruas/:id is the ruas's own page, elsewhere).
const AdminRoadsPage = lazyWithReload(() => import('../features/roads/components/admin-roads-page.tsx'));
const RoadImportPage = lazyWithReload(() => import('../features/roads/components/road-import-page.tsx'));
const RoadEditPage = lazyWithReload(() => import('../features/roads/components/road-edit-page.tsx'));
const InstansiPage = lazyWithReload(() => import('../features/roads/components/instansi-page.tsx'));
const UsersPage = lazyWithReload(() => import('../features/users/components/users-page.tsx'));
const CmsHubPage = lazyWithReload(() => import('../features/cms/components/cms-hub-page.tsx'));
const ArticlesPage = lazyWithReload(() => import('../features/cms/components/articles-page.tsx'));
const ArticleEditorPage = lazyWithReload(() => import('../features/cms/components/article-editor-page.tsx'));
// The pages an e-mailed link opens (issue 13), one chunk for the three.
const accountPages = () => import('../features/auth/components/account-recovery-pages.tsx');
const ForgotPasswordPage = lazyWithReload(() => accountPages().then((m) => ({ default: m.ForgotPasswordPage })));
const ResetPasswordPage = lazyWithReload(() => accountPages().then((m) => ({ default: m.ResetPasswordPage })));
const VerifyEmailPage = lazyWithReload(() => accountPages().then((m) => ({ default: m.VerifyEmailPage })));
// The unsubscribe and address confirmation pages, in the chunk of /lacak (a public page, src/shared/public-pages.ts).
const trackingPages = () => import('../features/tracking/components/tracking-page.tsx');
const UnsubscribePage = lazyWithReload(() => trackingPages().then((m) => ({ default: m.UnsubscribePage })));
const ConfirmAddressPage = lazyWithReload(() => trackingPages().then((m) => ({ default: m.ConfirmAddressPage })));
const VerifyDocumentPage = lazyWithReload(() =>
  import('../features/issued-documents/components/verify-document-page.tsx').then((m) => ({ default: m.VerifyDocumentPage })),
);
const UjilabTariffPage = lazyWithReload(() => import('../features/ujilab-tariff/components/ujilab-tariff-page.tsx'));
const RequestDetailPage = lazyWithReload(() => import('../features/dashboard/components/request-detail-page.tsx'));
const sitePagesAdmin = () => import('../features/cms/components/site-pages-admin.tsx');
const SitePagesListPage = lazyWithReload(() => sitePagesAdmin().then((m) => ({ default: m.SitePagesListPage })));
const SitePageEditorPage = lazyWithReload(() => sitePagesAdmin().then((m) => ({ default: m.SitePageEditorPage })));
const albumsAdmin = () => import('../features/cms/components/albums-admin.tsx');
const AlbumsListPage = lazyWithReload(() => albumsAdmin().then((m) => ({ default: m.AlbumsListPage })));
const AlbumEditorPage = lazyWithReload(() => albumsAdmin().then((m) => ({ default: m.AlbumEditorPage })));
const standardsAdmin = () => import('../features/cms/components/standards-admin.tsx');
const StandardsListPage = lazyWithReload(() => standardsAdmin().then((m) => ({ default: m.StandardsListPage })));
const StandardEditorPage = lazyWithReload(() => standardsAdmin().then((m) => ({ default: m.StandardEditorPage })));
const InboxPage = lazyWithReload(() => import('../features/contact-inbox/components/inbox-page.tsx'));
const OutboxPage = lazyWithReload(() => import('../features/outbox/components/outbox-page.tsx'));
const SystemPage = lazyWithReload(() => import('../features/system/components/system-page.tsx'));
const Open311KeysPage = lazyWithReload(() => import('../features/open311-keys/components/open311-keys-page.tsx'));
const AdminSkmPage = lazyWithReload(() => import('../features/skm/components/admin-skm-page.tsx'));
const ppidAdmin = () => import('../features/ppid/components/admin-ppid-pages.tsx');
const AdminPpidRequestsPage = lazyWithReload(() => ppidAdmin().then((m) => ({ default: m.AdminPpidRequestsPage })));
const AdminDipPage = lazyWithReload(() => ppidAdmin().then((m) => ({ default: m.AdminDipPage })));
const AdminObjectionsPage = lazyWithReload(() => ppidAdmin().then((m) => ({ default: m.AdminObjectionsPage })));
const AdminPpidRequestPage = lazyWithReload(() =>
  import('../features/ppid/components/admin-ppid-request-page.tsx').then((m) => ({ default: m.AdminPpidRequestPage })),
);

// Spec §2 'Admin area': each admin page and the roles it allows. The router reads it, and so does
// the guard's 'Akses Ditolak' toast, which names the roles a page needs to whoever is turned away.
const ADMIN_PAGES: Array<{ path: string; roles: readonly string[]; page: ReactNode }> = [
  { path: 'sirekanan', roles: ADMIN_PAGE_ROLES.sirekanan, page: <AdminSirekananPage /> },
  { path: 'sirekanan/:code', roles: ADMIN_PAGE_ROLES.sirekanan, page: <AdminSirekananRequestPage /> },
  { path: 'ujilab', roles: ADMIN_PAGE_ROLES.ujilab, page: <AdminUjilabPage /> },
  // Issue 40, item 1: the lab's tariff (before ujilab/:code, which the guard would match first).
  { path: 'ujilab/tarif', roles: ADMIN_PAGE_ROLES.ujilab, page: <UjilabTariffPage /> },
  { path: 'ujilab/jadwal', roles: ADMIN_PAGE_ROLES.ujilab, page: <LabSchedulePage /> },
  { path: 'ujilab/sampel', roles: ADMIN_PAGE_ROLES.ujilab, page: <LabArrivalsPage /> },
  { path: 'ujilab/:code', roles: ADMIN_PAGE_ROLES.ujilab, page: <AdminUjilabRequestPage /> },
  { path: 'jembatantif', roles: ADMIN_PAGE_ROLES.jembatantif, page: <AdminBridgesPage /> },
  { path: 'jembatantif/impor', roles: ADMIN_PAGE_ROLES.jembatantifWrite, page: <BridgeImportPage /> },
  { path: 'jembatantif/:id', roles: ADMIN_PAGE_ROLES.jembatantif, page: <AdminBridgePage /> },
  { path: 'laporan', roles: ADMIN_PAGE_ROLES.laporan, page: <AdminDamageReportsPage /> },
  { path: 'laporan/:code', roles: ADMIN_PAGE_ROLES.laporan, page: <AdminDamageReportPage /> },
  // Issue 39, item 6: the engineers' pages of a ruas.
  { path: 'prioritas-ruas', roles: ADMIN_PAGE_ROLES.ruas, page: <RoadPrioritiesPage /> },
  { path: 'ruas/:id', roles: ADMIN_PAGE_ROLES.ruas, page: <RoadOverviewPage /> },
  { path: 'ruas', roles: ADMIN_PAGE_ROLES.ruas, page: <AdminRoadsPage /> },
  { path: 'ruas/impor', roles: ADMIN_PAGE_ROLES.ruas, page: <RoadImportPage /> },
  { path: 'ruas/:id/ubah', roles: ADMIN_PAGE_ROLES.ruas, page: <RoadEditPage /> },
  { path: 'instansi', roles: ADMIN_PAGE_ROLES.ruas, page: <InstansiPage /> },
  { path: 'users', roles: ADMIN_PAGE_ROLES.superadminOnly, page: <UsersPage /> },
  { path: 'cms', roles: ADMIN_PAGE_ROLES.superadminOnly, page: <CmsHubPage /> },
  { path: 'cms/articles', roles: ADMIN_PAGE_ROLES.superadminOnly, page: <ArticlesPage /> },
  { path: 'cms/articles/new', roles: ADMIN_PAGE_ROLES.superadminOnly, page: <ArticleEditorPage /> },
  { path: 'cms/articles/edit/:id', roles: ADMIN_PAGE_ROLES.superadminOnly, page: <ArticleEditorPage /> },
  { path: 'cms/pages', roles: ADMIN_PAGE_ROLES.superadminOnly, page: <SitePagesListPage /> },
  { path: 'cms/pages/:slug', roles: ADMIN_PAGE_ROLES.superadminOnly, page: <SitePageEditorPage /> },
  { path: 'cms/albums', roles: ADMIN_PAGE_ROLES.superadminOnly, page: <AlbumsListPage /> },
  { path: 'cms/albums/:id', roles: ADMIN_PAGE_ROLES.superadminOnly, page: <AlbumEditorPage /> },
  { path: 'cms/standar', roles: ADMIN_PAGE_ROLES.superadminOnly, page: <StandardsListPage /> },
  { path: 'cms/standar/:key', roles: ADMIN_PAGE_ROLES.superadminOnly, page: <StandardEditorPage /> },
  { path: 'pesan', roles: ADMIN_PAGE_ROLES.superadminOnly, page: <InboxPage /> },
  { path: 'surel', roles: ADMIN_PAGE_ROLES.superadminOnly, page: <OutboxPage /> },
  { path: 'skm', roles: ADMIN_PAGE_ROLES.superadminOnly, page: <AdminSkmPage /> },
  { path: 'open311', roles: ADMIN_PAGE_ROLES.superadminOnly, page: <Open311KeysPage /> },
  { path: 'ppid', roles: ADMIN_PAGE_ROLES.ppid, page: <AdminPpidRequestsPage /> },
  { path: 'ppid/dip', roles: ADMIN_PAGE_ROLES.ppid, page: <AdminDipPage /> },
  { path: 'ppid/keberatan', roles: ADMIN_PAGE_ROLES.superadminOnly, page: <AdminObjectionsPage /> },
  { path: 'ppid/:code', roles: ADMIN_PAGE_ROLES.ppid, page: <AdminPpidRequestPage /> },
  { path: 'sistem', roles: ADMIN_PAGE_ROLES.superadminOnly, page: <SystemPage /> },
];

/** The roles the admin page at `pathname` allows (the dashboard's for /admin and unknown paths). */
function adminPageRoles(pathname: string): readonly string[] {
  return ADMIN_PAGES.find((p) => matchPath(`/admin/${p.path}`, pathname))?.roles ?? ADMIN_PAGE_ROLES.dashboard;
}

// Spec §2 'Redirect rules' and DECISIONS.md rule 6; the guards say who may see what.
// Error boundaries: one around each layout (a layout that fails still leaves a page with a way
// out), and one inside each layout around its pages (public-layout.tsx, admin-layout.tsx).
export function AppRoutes() {
  return (
    <Routes>
      <Route
        element={
          <RouteErrorBoundary home="/" fullPage>
            <PublicLayout />
          </RouteErrorBoundary>
        }
      >
        <Route
          path="dashboard"
          element={
            <CustomerGuard signedIn>
              <DashboardPage />
            </CustomerGuard>
          }
        />
        <Route
          path="dashboard/permohonan/:code"
          element={
            <CustomerGuard signedIn>
              <RequestDetailPage />
            </CustomerGuard>
          }
        />
        <Route path="verifikasi" element={<VerifyDocumentPage />} />
        <Route path="verifikasi/:code" element={<VerifyDocumentPage />} />
        <Route path="berhenti-langganan" element={<UnsubscribePage />} />
        <Route path="konfirmasi-email" element={<ConfirmAddressPage />} />
        <Route path="laporan/:code/tanggapan" element={<FeedbackPage />} />
        <Route path="laporan/:code/pesan" element={<ReporterThreadPage />} />
        <Route path="lupa-kata-sandi" element={<ForgotPasswordPage />} />
        <Route path="atur-ulang-kata-sandi" element={<ResetPasswordPage />} />
        <Route path="verifikasi-email" element={<VerifyEmailPage />} />
      </Route>
      <Route
        path="admin"
        element={
          <AdminGuard roles={ADMIN_PAGE_ROLES.dashboard} pageRoles={adminPageRoles}>
            <RouteErrorBoundary home="/admin" fullPage>
              <Suspense fallback={<FullPageSpinner />}>
                <AdminLayout />
              </Suspense>
            </RouteErrorBoundary>
          </AdminGuard>
        }
      >
        <Route index element={<AdminDashboardPage />} />
        {ADMIN_PAGES.map(({ path, roles, page }) => (
          <Route key={path} path={path} element={<AdminGuard roles={roles}>{page}</AdminGuard>} />
        ))}
        <Route path="*" element={<Navigate to="/admin" replace />} />
      </Route>
      <Route path="superadmin/users" element={<Navigate to="/admin/users" replace />} />
      {/* The public pages are HTML the server renders, with React islands (app/public-document.tsx):
          reached from the app, they are loaded as pages (DocumentLoad, document-paths.ts). */}
      {DOCUMENT_PATHS.map((path) => (
        <Route key={path} path={path} element={<DocumentLoad />} />
      ))}
      <Route path="*" element={<FallbackRedirect />} />
    </Routes>
  );
}
