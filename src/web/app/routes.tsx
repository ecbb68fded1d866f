import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { FullPageSpinner } from '../components/ui/spinner.tsx';
import { ADMIN_PAGE_ROLES, AdminGuard } from './guards/admin-guard.tsx';
import { CustomerGuard } from './guards/customer-guard.tsx';
import { AdminLoginRoute, FallbackRedirect } from './guards/redirects.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';

// Every page is its own chunk: a visitor on / downloads only what / needs.
// The admin shell too: a citizen never downloads the sidebar.
const AdminLayout = lazy(() => import('./layouts/admin-layout.tsx').then((m) => ({ default: m.AdminLayout })));
const HomePage = lazy(() => import('../features/public/components/home-page.tsx'));
const ProfilePage = lazy(() => import('../features/public/components/profile-page.tsx'));
const NewsPage = lazy(() => import('../features/public/components/news-page.tsx'));
const ArticlePage = lazy(() => import('../features/public/components/article-page.tsx'));
const GalleryPage = lazy(() => import('../features/public/components/gallery-page.tsx'));
const ContactPage = lazy(() => import('../features/public/components/contact-page.tsx'));
const DashboardPage = lazy(() => import('../features/dashboard/components/dashboard-page.tsx'));
const SirekananPage = lazy(() => import('../features/sirekanan/components/sirekanan-page.tsx'));
const UjiLabPage = lazy(() => import('../features/ujilab/components/ujilab-page.tsx'));
const BridgesPage = lazy(() => import('../features/bridges/components/bridges-page.tsx'));
const DamageReportPage = lazy(() => import('../features/damage-reports/components/damage-report-page.tsx'));
const AdminDashboardPage = lazy(() => import('../features/admin-dashboard/components/admin-dashboard-page.tsx'));
const AdminSirekananPage = lazy(() => import('../features/admin-requests/components/admin-sirekanan-page.tsx'));
const AdminUjiLabPage = lazy(() => import('../features/admin-requests/components/admin-ujilab-page.tsx'));
const AdminDamageReportsPage = lazy(() => import('../features/admin-requests/components/admin-damage-reports-page.tsx'));
const AdminBridgesPage = lazy(() => import('../features/bridges/components/admin-bridges-page.tsx'));
const UsersPage = lazy(() => import('../features/users/components/users-page.tsx'));
const CmsHubPage = lazy(() => import('../features/cms/components/cms-hub-page.tsx'));
const ArticlesPage = lazy(() => import('../features/cms/components/articles-page.tsx'));
const ArticleEditorPage = lazy(() => import('../features/cms/components/article-editor-page.tsx'));
const InboxPage = lazy(() => import('../features/contact-inbox/components/inbox-page.tsx'));

// The page being opened starts downloading now, side by side with the session request, instead
// of after it (nothing renders before the session is known). Same import, so the same chunk.
const FIRST_PAGE: Array<[RegExp, () => Promise<unknown>]> = [
  [/^\/(admin-login)?$/, () => import('../features/public/components/home-page.tsx')],
  [/^\/profil$/, () => import('../features/public/components/profile-page.tsx')],
  [/^\/berita$/, () => import('../features/public/components/news-page.tsx')],
  [/^\/berita\/[^/]+$/, () => import('../features/public/components/article-page.tsx')],
  [/^\/galeri$/, () => import('../features/public/components/gallery-page.tsx')],
  [/^\/kontak$/, () => import('../features/public/components/contact-page.tsx')],
];
if (typeof window !== 'undefined') void FIRST_PAGE.find(([path]) => path.test(window.location.pathname))?.[1]();

const admin = (roles: readonly string[], page: ReactNode) => <AdminGuard roles={roles}>{page}</AdminGuard>;

// Spec §2 'Redirect rules' and DECISIONS.md rule 6; the guards say who may see what.
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route index element={<HomePage />} />
        <Route path="profil" element={<ProfilePage />} />
        <Route path="berita" element={<NewsPage />} />
        <Route path="berita/:slug" element={<ArticlePage />} />
        <Route path="galeri" element={<GalleryPage />} />
        <Route path="kontak" element={<ContactPage />} />
        <Route path="dashboard" element={<CustomerGuard signedIn><DashboardPage /></CustomerGuard>} />
        {/* Visitors see these two pages' own login prompt (issue 4). */}
        <Route path="layanan/sirekanan" element={<CustomerGuard><SirekananPage /></CustomerGuard>} />
        <Route path="layanan/ujilab" element={<CustomerGuard><UjiLabPage /></CustomerGuard>} />
        <Route path="layanan/jembatantif" element={<CustomerGuard><BridgesPage /></CustomerGuard>} />
        <Route path="layanan/lapor-kerusakan" element={<CustomerGuard><DamageReportPage /></CustomerGuard>} />
        <Route path="admin-login" element={<AdminLoginRoute><HomePage /></AdminLoginRoute>} />
      </Route>
      <Route path="admin" element={admin(ADMIN_PAGE_ROLES.dashboard, <Suspense fallback={<FullPageSpinner />}><AdminLayout /></Suspense>)}>
        <Route index element={<AdminDashboardPage />} />
        <Route path="sirekanan" element={admin(ADMIN_PAGE_ROLES.sirekanan, <AdminSirekananPage />)} />
        <Route path="ujilab" element={admin(ADMIN_PAGE_ROLES.ujilab, <AdminUjiLabPage />)} />
        <Route path="jembatantif" element={admin(ADMIN_PAGE_ROLES.jembatantif, <AdminBridgesPage />)} />
        <Route path="laporan" element={admin(ADMIN_PAGE_ROLES.laporan, <AdminDamageReportsPage />)} />
        <Route path="users" element={admin(ADMIN_PAGE_ROLES.superadminOnly, <UsersPage />)} />
        <Route path="cms" element={admin(ADMIN_PAGE_ROLES.superadminOnly, <CmsHubPage />)} />
        <Route path="cms/articles" element={admin(ADMIN_PAGE_ROLES.superadminOnly, <ArticlesPage />)} />
        <Route path="cms/articles/new" element={admin(ADMIN_PAGE_ROLES.superadminOnly, <ArticleEditorPage />)} />
        <Route path="cms/articles/edit/:id" element={admin(ADMIN_PAGE_ROLES.superadminOnly, <ArticleEditorPage />)} />
        <Route path="pesan" element={admin(ADMIN_PAGE_ROLES.superadminOnly, <InboxPage />)} />
        <Route path="*" element={<Navigate to="/admin" replace />} />
      </Route>
      <Route path="superadmin/users" element={<Navigate to="/admin/users" replace />} />
      <Route path="*" element={<FallbackRedirect />} />
    </Routes>
  );
}
