// Every public page, described once (docs/decisions/014): its address, its lazily loaded module and
// the API answers it shows at once. The router (src/web/app/routes.tsx), the server's renderer
// (src/server/pages/), the bundle check (scripts/check-bundle.ts) and the tests read this list. What
// link previews and search engines read is in public-page-meta.ts: only the server needs it, so the
// browser's first load does not carry every page's description.
import type { KeysetPaged, Paged } from './admin-schemas.ts';
import type { BridgeItem } from './bridge-schemas.ts';
import type { BridgeDetail, BridgeFigures } from './bridge-public.ts';
import { NEWS_PAGE_SIZE, NEWS_TEASER_SIZE, type NewsArticle, type NewsPage } from './news-schemas.ts';
import type { ImageRef } from './images.ts';
import { STATUS_JALAN } from './bridge-status.ts';
import { BRIDGE_SEARCH_MAX, KONDISI } from './constants.ts';
import { KABUPATEN } from './kabupaten.ts';
import { BRIDGE_PAGE_SIZE, PAGE_MAX } from './paging.ts';
import type { SitePage, SitePageSlug } from './site-page-schemas.ts';
import type { AlbumDetail, AlbumSummary } from './gallery-schemas.ts';
import type { PublicReportDetail, PublicReportPage } from './public-report-schemas.ts';
import type { ServicePledge, ServiceStandard } from './service-standard-keys.ts';
import type { SkmInvitationAnswer, SkmResults } from './skm.ts';
import type { PublicStatistics } from './statistics.ts';
import type { TrackingResult } from './tracking-schemas.ts';
import type { SirekananItem } from './sirekanan-schemas.ts';
import type { UjilabItem } from './ujilab-schemas.ts';
import type { PpidPublic, PpidRequestItem } from './ppid.ts';

/** The API calls whose answers a public page shows at once: their input and their answer. */
type ApiCalls = {
  '/api/news': { query: { page: string; pageSize: string }; answer: NewsPage };
  '/api/news/:slug': { param: { slug: string }; answer: NewsArticle };
  '/api/bridges': { query: { pageSize: string; cursor?: string } & BridgeListFilters; answer: KeysetPaged<BridgeItem> };
  '/api/bridges/angka': { query: Record<string, never>; answer: BridgeFigures };
  '/api/bridges/:id': { param: { id: string }; answer: BridgeDetail };
  '/api/pages/:slug': { param: { slug: SitePageSlug }; answer: SitePage };
  '/api/gallery': { query: Record<string, never>; answer: AlbumSummary[] };
  '/api/gallery/:slug': { param: { slug: string }; answer: AlbumDetail };
  '/api/laporan': { query: ReportListSearch; answer: PublicReportPage };
  '/api/laporan/:code': { param: { code: string }; answer: PublicReportDetail };
  '/api/skm/hasil': { query: { periode?: string | undefined }; answer: SkmResults };
  // The page's own reading of /api/skm/undangan: a link that is no good is an answer too (its message).
  '/api/skm/undangan': { query: { kode: string; t: string }; answer: SkmInvitationAnswer };
  '/api/standar/:key': { param: { key: string }; answer: ServiceStandard };
  '/api/standar/maklumat': { query: Record<string, never>; answer: ServicePledge };
  '/api/statistik': { query: { periode?: string | undefined }; answer: PublicStatistics };
  '/api/ppid': { query: { tahun?: string | undefined }; answer: PpidPublic };
  '/api/tracking/:code': { param: { code: string }; answer: TrackingResult };
  // A signed-in customer's own requests (nothing for anyone else): the service pages show them at once.
  '/api/sirekanan': { query: { page: string; pageSize: string }; answer: Paged<SirekananItem> };
  '/api/ujilab': { query: { page: string; pageSize: string }; answer: Paged<UjilabItem> };
  '/api/ppid/permohonan': { query: Record<string, never>; answer: PpidRequestItem[] };
};
export type ApiPath = keyof ApiCalls;
export type ApiCall<P extends ApiPath = ApiPath> = P extends ApiPath ? { path: P } & Omit<ApiCalls[P], 'answer'> : never;
export type ApiAnswer<P extends ApiPath> = ApiCalls[P]['answer'];

/**
 * An API answer a page shows: the web's query key for it and the call that gives it. The web's
 * hooks (src/web/features/*\/api) and the server, which embeds the answer in the page, build both
 * with the same function, so the browser finds the answer under the key it asks for.
 */
export type PageQuery<P extends ApiPath = ApiPath> = { queryKey: readonly unknown[]; api: ApiCall<P> };

export const newsListQuery = (page: number, pageSize: number): PageQuery<'/api/news'> => ({
  queryKey: ['news', 'list', page, pageSize],
  api: { path: '/api/news', query: { page: String(page), pageSize: String(pageSize) } },
});

export const newsArticleQuery = (slug: string): PageQuery<'/api/news/:slug'> => ({
  queryKey: ['news', 'article', slug],
  api: { path: '/api/news/:slug', param: { slug } },
});

/** The bridge table's search and filters (issue 17: kabupaten, kondisi, status jalan); empty ones left out. */
export type BridgeListFilters = {
  q?: string | undefined;
  kabupaten?: string | undefined;
  kondisi?: string | undefined;
  statusJalan?: string | undefined;
};

const withoutEmpty = (f: BridgeListFilters): BridgeListFilters =>
  Object.fromEntries(Object.entries(f).filter(([, v]) => v)) as BridgeListFilters;

/** A page of the bridge table: the first, or the one its cursor names (issue 41, keyset paging). */
export const bridgeListQuery = (filters: BridgeListFilters, cursor?: string): PageQuery<'/api/bridges'> => ({
  queryKey: ['bridges', { ...withoutEmpty(filters), cursor: cursor ?? '' }],
  api: { path: '/api/bridges', query: { pageSize: String(BRIDGE_PAGE_SIZE), ...withoutEmpty(filters), ...(cursor ? { cursor } : {}) } },
});

/** What /layanan/jembatantif shows: the table (the default) or the map (`?tampilan=peta`). */
export type BridgeListView = 'tabel' | 'peta';

/** The longest `?kursor=` passed on (a cursor is a few keys in base64url; the API reads it or shows the first page). */
const CURSOR_PARAM_MAX = 2000;

/**
 * The bridge table's search, filters, page and view as its address has them
 * (`?q=&kabupaten=&kondisi=&statusJalan=&kursor=&tampilan=`, the names of its GET form and pager). A
 * value the API would refuse is left out, so that a hand-edited address shows the whole list rather
 * than an error. An old `?halaman=` link shows the first page (issue 41: pages are named by cursor).
 */
export function bridgeListSearch(search: URLSearchParams): {
  filters: BridgeListFilters;
  cursor: string | undefined;
  view: BridgeListView;
} {
  const pick = <T extends string>(name: string, allowed: readonly T[]) => {
    const value = search.get(name);
    return value && (allowed as readonly string[]).includes(value) ? value : undefined;
  };
  const q = (search.get('q') ?? '').trim().slice(0, BRIDGE_SEARCH_MAX) || undefined;
  const filters = withoutEmpty({
    q,
    kabupaten: pick('kabupaten', KABUPATEN),
    kondisi: pick('kondisi', KONDISI),
    statusJalan: pick('statusJalan', STATUS_JALAN),
  });
  const kursor = search.get('kursor');
  const cursor = kursor && kursor.length <= CURSOR_PARAM_MAX ? kursor : undefined;
  return { filters, cursor, view: search.get('tampilan') === 'peta' ? 'peta' : 'tabel' };
}

/** The counts per kondisi and the "kemantapan" above the table (issue 17, item 4). */
export const bridgeFiguresQuery = (): PageQuery<'/api/bridges/angka'> => ({
  queryKey: ['bridges', 'angka'],
  api: { path: '/api/bridges/angka', query: {} },
});

/** /layanan/jembatantif/{id}: one bridge's page (issue 17, item 3). */
export const bridgeDetailQuery = (id: string): PageQuery<'/api/bridges/:id'> => ({
  queryKey: ['bridges', 'detail', id],
  api: { path: '/api/bridges/:id', param: { id } },
});

export const galleryListQuery = (): PageQuery<'/api/gallery'> => ({
  queryKey: ['gallery', 'list'],
  api: { path: '/api/gallery', query: {} },
});

export const galleryAlbumQuery = (slug: string): PageQuery<'/api/gallery/:slug'> => ({
  queryKey: ['gallery', 'album', slug],
  api: { path: '/api/gallery/:slug', param: { slug } },
});

export const sitePageQuery = (slug: SitePageSlug): PageQuery<'/api/pages/:slug'> => ({
  queryKey: ['pages', slug],
  api: { path: '/api/pages/:slug', param: { slug } },
});

/**
 * The filters and page of /laporan as its address has them (?status=&jenis=&kabupaten=&urut=&kursor=, or an
 * old link's &halaman=); absent ones left out.
 */
export type ReportListSearch = { status?: string; jenis?: string; kabupaten?: string; urut?: string; halaman?: string; kursor?: string };
const REPORT_SEARCH_NAMES = ['status', 'jenis', 'kabupaten', 'urut', 'halaman', 'kursor'] as const;

export function reportListSearch(search: URLSearchParams): ReportListSearch {
  const out: ReportListSearch = {};
  for (const name of REPORT_SEARCH_NAMES) {
    const value = search.get(name);
    if (value) out[name] = value;
  }
  return out;
}

export const publicReportListQuery = (search: ReportListSearch): PageQuery<'/api/laporan'> => ({
  queryKey: ['laporan', 'list', search],
  api: { path: '/api/laporan', query: search },
});

export const publicReportQuery = (code: string): PageQuery<'/api/laporan/:code'> => ({
  queryKey: ['laporan', 'detail', code.toUpperCase()],
  api: { path: '/api/laporan/:code', param: { code: code.toUpperCase() } },
});

/** /skm/hasil?periode=: the SKM results of a period (issue 16); the server falls back on the current year. */
export const skmResultsQuery = (periode: string | undefined): PageQuery<'/api/skm/hasil'> => ({
  queryKey: ['skm', 'hasil', periode ?? ''],
  api: { path: '/api/skm/hasil', query: periode ? { periode } : {} },
});

/** /layanan/{key}/standar and /maklumat-pelayanan (issue 16). */
export const standardQuery = (key: string): PageQuery<'/api/standar/:key'> => ({
  queryKey: ['standar', key],
  api: { path: '/api/standar/:key', param: { key } },
});
export const pledgeQuery = (): PageQuery<'/api/standar/maklumat'> => ({
  queryKey: ['standar', 'maklumat'],
  api: { path: '/api/standar/maklumat', query: {} },
});

/** /statistik?periode= (issue 15, item 9). */
export const statisticsQuery = (periode: string | undefined): PageQuery<'/api/statistik'> => ({
  queryKey: ['statistik', periode ?? ''],
  api: { path: '/api/statistik', query: periode ? { periode } : {} },
});

/** /skm?kode=&t=: the request a survey link names (issue 16), read with the page (issue 35). */
export const skmInvitationQuery = (kode: string, t: string): PageQuery<'/api/skm/undangan'> => ({
  queryKey: ['skm', 'undangan', kode, t],
  api: { path: '/api/skm/undangan', query: { kode, t } },
});

/** /ppid?tahun=: the information desk's DIP and a year's figures (issue 16). */
export const ppidQuery = (tahun: string | undefined): PageQuery<'/api/ppid'> => ({
  queryKey: ['ppid', tahun ?? ''],
  api: { path: '/api/ppid', query: tahun ? { tahun } : {} },
});

/** /lacak/{code}: any submission's public status (issue 13, item 4); rendered on the server (issue 35, item 5). */
export const trackingQuery = (code: string): PageQuery<'/api/tracking/:code'> => ({
  queryKey: ['tracking', code.toUpperCase()],
  api: { path: '/api/tracking/:code', param: { code: code.toUpperCase() } },
});

/** The size of a page of a customer's own letters and lab requests (the service pages' history). */
export const OWN_HISTORY_PAGE_SIZE = 10;

/** A customer's own Sirekanan letters, a page of them (issue 35: on the page, not fetched after it). */
export const ownSirekananQuery = (page: number): PageQuery<'/api/sirekanan'> => ({
  queryKey: ['sirekanan', 'own', page],
  api: { path: '/api/sirekanan', query: { page: String(page), pageSize: String(OWN_HISTORY_PAGE_SIZE) } },
});

/** A customer's own lab requests, a page of them. */
export const ownUjilabQuery = (page: number): PageQuery<'/api/ujilab'> => ({
  queryKey: ['ujilab', 'own', page],
  api: { path: '/api/ujilab', query: { page: String(page), pageSize: String(OWN_HISTORY_PAGE_SIZE) } },
});

/** A customer's own PPID requests with their answers and objections. */
export const ownPpidQuery = (): PageQuery<'/api/ppid/permohonan'> => ({
  queryKey: ['ppid', 'mine'],
  api: { path: '/api/ppid/permohonan', query: {} },
});

/** The address of an API call, as the web's client writes it (so a preload of it is used). */
export function apiUrl(api: ApiCall): string {
  if (api.path === '/api/news/:slug') return `/api/news/${encodeURIComponent(api.param.slug)}`;
  if (api.path === '/api/pages/:slug') return `/api/pages/${api.param.slug}`;
  if (api.path === '/api/gallery/:slug') return `/api/gallery/${encodeURIComponent(api.param.slug)}`;
  if (api.path === '/api/gallery') return '/api/gallery';
  if (api.path === '/api/standar/maklumat') return '/api/standar/maklumat';
  if (api.path === '/api/standar/:key') return `/api/standar/${encodeURIComponent(api.param.key)}`;
  if (api.path === '/api/laporan/:code') return `/api/laporan/${encodeURIComponent(api.param.code)}`;
  if (api.path === '/api/tracking/:code') return `/api/tracking/${encodeURIComponent(api.param.code)}`;
  if (api.path === '/api/bridges/:id') return `/api/bridges/${encodeURIComponent(api.param.id)}`;
  if (api.path === '/api/bridges/angka') return '/api/bridges/angka';
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(api.query)) if (value !== undefined) query.set(name, value);
  return `${api.path}?${query}`;
}

/** Where a page was opened: its path's parameters (`:slug`) and its query string. */
type PageUrl = { params: Record<string, string | undefined>; search: URLSearchParams };

export type PageMeta = {
  /** Without the office's name, which the server and useDocumentTitle add: "Berita | Dinas …". */
  title: string;
  description: string;
  type?: 'website' | 'article';
  /** The Open Graph image; the site's own when absent. */
  image?: string | null;
  publishedTime?: string;
  /** An image the page shows large at the top: fetched with the HTML, not after the scripts. */
  preloadImage?: string;
  /** An image of ours the page shows large at the top (an article's cover): the server preloads it in the size the screen needs. */
  preloadPortalImage?: ImageRef;
  /** Its address for search engines and link previews, when not the one asked for. */
  path?: string;
};

export type PublicPage<M extends string = string> = {
  /** A React Router (and Hono) pattern: `/berita/:slug`. */
  path: `/${string}`;
  /** Its lazily loaded module as Vite's manifest names it, from src/web; src/web/app/public-page-modules.ts imports it. */
  module: M;
  /** A customer service: a visitor sees it (with its own login prompt), an admin is sent to /admin (DECISIONS.md rule 6). */
  forCustomers?: boolean;
  /** Made for each visit, never kept for the next visitor: it carries a one-time key (a form's idempotency key). */
  fresh?: boolean;
  /** The API answers it shows at once; the server reads them and sends them in the page. */
  queries?: (url: PageUrl) => readonly PageQuery[];
};

/** `?halaman=` of a list (the news, the bridges): a whole page number from 1 to PAGE_MAX. */
const newsPageNumber = (search: URLSearchParams) => Math.min(PAGE_MAX, Math.max(1, Math.floor(Number(search.get('halaman'))) || 1));

const PAGES = [
  {
    path: '/',
    module: 'features/public/components/home-page.tsx',
    queries: () => [newsListQuery(1, NEWS_TEASER_SIZE)],
  },
  {
    path: '/profil',
    module: 'features/public/components/profile-page.tsx',
  },
  {
    path: '/berita',
    module: 'features/public/components/news-page.tsx',
    queries: ({ search }) => [newsListQuery(newsPageNumber(search), NEWS_PAGE_SIZE)],
  },
  {
    path: '/berita/:slug',
    module: 'features/public/components/article-page.tsx',
    queries: ({ params }) => [newsArticleQuery(params.slug ?? '')],
  },
  {
    path: '/galeri',
    module: 'features/public/components/gallery-page.tsx',
    queries: () => [galleryListQuery()],
  },
  {
    path: '/galeri/:slug',
    module: 'features/public/components/album-page.tsx',
    queries: ({ params }) => [galleryAlbumQuery(params.slug ?? '')],
  },
  // Issue 15: the damage reports a moderator made public.
  {
    path: '/laporan',
    module: 'features/damage-reports/components/reports-page.tsx',
    queries: ({ search }) => [publicReportListQuery(reportListSearch(search))],
  },
  {
    path: '/laporan/:code',
    module: 'features/damage-reports/components/report-page.tsx',
    queries: ({ params }) => [publicReportQuery(params.code ?? '')],
  },
  // Issue 16: each service's standard and the office's pledge, written in the CMS.
  {
    path: '/layanan/:layanan/standar',
    module: 'features/service-standards/components/standard-page.tsx',
    queries: ({ params }) => [standardQuery(params.layanan ?? '')],
  },
  {
    path: '/maklumat-pelayanan',
    module: 'features/service-standards/components/pledge-page.tsx',
    queries: () => [pledgeQuery()],
  },
  // Issue 15: the office's figures.
  {
    path: '/statistik',
    module: 'features/statistics/components/statistics-page.tsx',
    queries: ({ search }) => [statisticsQuery(search.get('periode') ?? undefined)],
  },
  // Issue 16: the satisfaction survey and its published results.
  {
    path: '/skm',
    module: 'features/skm/components/survey-page.tsx',
    // A link's request is answered once: the page says so the moment it is, never from a copy.
    fresh: true,
    queries: ({ search }) => {
      const kode = search.get('kode');
      const t = search.get('t');
      return kode && t ? [skmInvitationQuery(kode, t)] : [];
    },
  },
  {
    path: '/skm/hasil',
    module: 'features/skm/components/results-page.tsx',
    queries: ({ search }) => [skmResultsQuery(search.get('periode') ?? undefined)],
  },
  // Issue 16: the PPID information desk, and its request form (a customer's, like Sirekanan's).
  {
    path: '/ppid',
    module: 'features/ppid/components/ppid-page.tsx',
    queries: ({ search }) => [ppidQuery(search.get('tahun') ?? undefined)],
  },
  {
    path: '/ppid/permohonan',
    module: 'features/ppid/components/request-page.tsx',
    forCustomers: true,
    queries: () => [ownPpidQuery()],
  },
  {
    path: '/kontak',
    module: 'features/public/components/contact-page.tsx',
  },
  // Issue 13: the form that finds any submission by its code, and each code's status (a page that
  // reads without JavaScript, issue 35; a code that does not exist is a 404).
  {
    path: '/lacak',
    module: 'features/tracking/components/tracking-page.tsx',
  },
  {
    path: '/lacak/:code',
    module: 'features/tracking/components/tracking-page.tsx',
    queries: ({ params }) => [trackingQuery(params.code ?? '')],
  },
  // The office's own pages (issue 14), written in the CMS: one module for the three.
  ...(['kebijakan-privasi', 'syarat-ketentuan', 'pernyataan-aksesibilitas'] as const).map((slug) => ({
    path: `/${slug}` as const,
    module: 'features/public/components/site-page.tsx' as const,
    queries: () => [sitePageQuery(slug)],
  })),
  // The services: a visitor sees the login prompt (Sirekanan, Uji Lab), the form (Lapor Kerusakan)
  // or the first page of bridges without waiting for the scripts.
  {
    path: '/layanan/sirekanan',
    module: 'features/sirekanan/components/sirekanan-page.tsx',
    forCustomers: true,
    queries: () => [ownSirekananQuery(1)],
  },
  {
    path: '/layanan/ujilab',
    module: 'features/ujilab/components/ujilab-page.tsx',
    forCustomers: true,
    queries: () => [ownUjilabQuery(1)],
  },
  {
    path: '/layanan/jembatantif',
    module: 'features/bridges/components/bridges-page.tsx',
    forCustomers: true,
    queries: ({ search }) => {
      const { filters, cursor, view } = bridgeListSearch(search);
      // The map asks for its own pins: the table's page is read only when the table is shown.
      return view === 'peta' ? [bridgeFiguresQuery()] : [bridgeListQuery(filters, cursor), bridgeFiguresQuery()];
    },
  },
  // Issue 17: each bridge's own page, for anyone (staff too: it is what the public sees).
  {
    path: '/layanan/jembatantif/:id',
    module: 'features/bridges/components/bridge-page.tsx',
    queries: ({ params }) => [bridgeDetailQuery(params.id ?? '')],
  },
  // Issue 35: the login and registration dialog's own page. A login button is a link here until its
  // script is in (a tap is never lost); the dialog opens on it at once.
  {
    path: '/masuk',
    module: 'features/auth/components/login-page.tsx',
  },
  {
    path: '/layanan/lapor-kerusakan',
    module: 'features/damage-reports/components/damage-report-page.tsx',
    forCustomers: true,
    // Its form posts without JavaScript too, with an idempotency key of its own (issue 35, item 5).
    fresh: true,
  },
  // Issue 39, item 5: the pages the "Ikuti laporan" e-mails open; a button that posts (a GET changes
  // nothing: mail scanners open links), answered by the server without JavaScript. Never kept.
  {
    path: '/ikuti/konfirmasi',
    module: 'features/damage-reports/components/area-alert-link-page.tsx',
    fresh: true,
  },
  {
    path: '/ikuti/berhenti',
    module: 'features/damage-reports/components/area-alert-link-page.tsx',
    fresh: true,
  },
] as const satisfies readonly PublicPage[];

export type PublicPageModule = (typeof PAGES)[number]['module'];
export type PublicPagePath = (typeof PAGES)[number]['path'];
export const PUBLIC_PAGES: readonly PublicPage<PublicPageModule>[] = PAGES;
