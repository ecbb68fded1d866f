import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PublicPageModule } from '../../shared/public-pages.ts';

// The module of each public page of src/shared/public-pages.ts. Only the server's renderer imports
// them (app/public-document.tsx): a public page is HTML, and the browser gets only its islands' code.
// Each is loaded when first rendered, so that the renderer starts quickly (src/server/http/static-site.ts
// warms them up after the start).
const LOADERS: Record<PublicPageModule, () => Promise<{ default: ComponentType }>> = {
  'features/public/components/home-page.tsx': () => import('../features/public/components/home-page.tsx'),
  'features/public/components/profile-page.tsx': () => import('../features/public/components/profile-page.tsx'),
  'features/public/components/news-page.tsx': () => import('../features/public/components/news-page.tsx'),
  'features/public/components/article-page.tsx': () => import('../features/public/components/article-page.tsx'),
  'features/public/components/gallery-page.tsx': () => import('../features/public/components/gallery-page.tsx'),
  'features/public/components/album-page.tsx': () => import('../features/public/components/album-page.tsx'),
  'features/public/components/contact-page.tsx': () => import('../features/public/components/contact-page.tsx'),
  'features/tracking/components/tracking-page.tsx': () => import('../features/tracking/components/tracking-page.tsx'),
  'features/damage-reports/components/reports-page.tsx': () => import('../features/damage-reports/components/reports-page.tsx'),
  'features/damage-reports/components/report-page.tsx': () => import('../features/damage-reports/components/report-page.tsx'),
  'features/service-standards/components/standard-page.tsx': () => import('../features/service-standards/components/standard-page.tsx'),
  'features/service-standards/components/pledge-page.tsx': () => import('../features/service-standards/components/pledge-page.tsx'),
  'features/statistics/components/statistics-page.tsx': () => import('../features/statistics/components/statistics-page.tsx'),
  'features/skm/components/survey-page.tsx': () => import('../features/skm/components/survey-page.tsx'),
  'features/skm/components/results-page.tsx': () => import('../features/skm/components/results-page.tsx'),
  'features/ppid/components/ppid-page.tsx': () => import('../features/ppid/components/ppid-page.tsx'),
  'features/ppid/components/request-page.tsx': () => import('../features/ppid/components/request-page.tsx'),
  'features/public/components/site-page.tsx': () => import('../features/public/components/site-page.tsx'),
  'features/sirekanan/components/sirekanan-page.tsx': () => import('../features/sirekanan/components/sirekanan-page.tsx'),
  'features/ujilab/components/ujilab-page.tsx': () => import('../features/ujilab/components/ujilab-page.tsx'),
  'features/bridges/components/bridges-page.tsx': () => import('../features/bridges/components/bridges-page.tsx'),
  'features/bridges/components/bridge-page.tsx': () => import('../features/bridges/components/bridge-page.tsx'),
  'features/auth/components/login-page.tsx': () => import('../features/auth/components/login-page.tsx'),
  'features/damage-reports/components/damage-report-page.tsx': () => import('../features/damage-reports/components/damage-report-page.tsx'),
  'features/damage-reports/components/area-alert-link-page.tsx': () =>
    import('../features/damage-reports/components/area-alert-link-page.tsx'),
};

/** Each public page as a component. */
export const PUBLIC_PAGE_COMPONENTS = Object.fromEntries(Object.entries(LOADERS).map(([module, load]) => [module, lazy(load)])) as Record<
  PublicPageModule,
  LazyExoticComponent<ComponentType>
>;
