import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { AdminLayout } from './layouts/admin-layout.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';

// Every page is its own chunk: a visitor on / downloads only what / needs.
const HomePage = lazy(() => import('../features/public/components/home-page.tsx'));
const ProfilePage = lazy(() => import('../features/public/components/profile-page.tsx'));
const NewsPage = lazy(() => import('../features/public/components/news-page.tsx'));
const ArticlePage = lazy(() => import('../features/public/components/article-page.tsx'));
const GalleryPage = lazy(() => import('../features/public/components/gallery-page.tsx'));
const ContactPage = lazy(() => import('../features/public/components/contact-page.tsx'));
const NotFoundPage = lazy(() => import('../features/public/components/not-found-page.tsx'));
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

// Guards and redirect rules (spec §2 'Redirect rules', DECISIONS.md rule 6) come with issue 3.
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
        <Route path="dashboard" element={<DashboardPage />} />
        <Route path="layanan/sirekanan" element={<SirekananPage />} />
        <Route path="layanan/ujilab" element={<UjiLabPage />} />
        <Route path="layanan/jembatantif" element={<BridgesPage />} />
        <Route path="layanan/lapor-kerusakan" element={<DamageReportPage />} />
        <Route path="admin-login" element={<HomePage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      <Route path="admin" element={<AdminLayout />}>
        <Route index element={<AdminDashboardPage />} />
        <Route path="sirekanan" element={<AdminSirekananPage />} />
        <Route path="ujilab" element={<AdminUjiLabPage />} />
        <Route path="jembatantif" element={<AdminBridgesPage />} />
        <Route path="laporan" element={<AdminDamageReportsPage />} />
        <Route path="users" element={<UsersPage />} />
        <Route path="cms" element={<CmsHubPage />} />
        <Route path="cms/articles" element={<ArticlesPage />} />
        <Route path="cms/articles/new" element={<ArticleEditorPage />} />
        <Route path="cms/articles/edit/:id" element={<ArticleEditorPage />} />
        <Route path="pesan" element={<InboxPage />} />
      </Route>
      <Route path="superadmin/users" element={<Navigate to="/admin/users" replace />} />
    </Routes>
  );
}
