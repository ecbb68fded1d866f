// What link previews and search engines read of each public page (src/shared/public-pages.ts): its
// title, description and Open Graph data, from the page's API answers where they decide them, and what
// the server answers with a 404. Only the server reads this (src/server/pages/): the browser's first
// load need not carry every page's description.
import { AREA_ALERTS } from './area-alert-strings.ts';
import { CONTACT } from './contact-strings.ts';
import { META } from './page-meta-strings.ts';
import { SERVICE_PAGES } from './service-pages-strings.ts';
import type { AlbumDetail } from './gallery-schemas.ts';
import type { BridgeDetail } from './bridge-public.ts';
import type { NewsArticle } from './news-schemas.ts';
import type { PageMeta, PublicPagePath } from './public-pages.ts';
import type { PublicReportDetail } from './public-report-schemas.ts';
import type { ServiceStandard } from './service-standard-keys.ts';
import type { SitePage } from './site-page-schemas.ts';
import type { TrackingResult } from './tracking-schemas.ts';
import { LACAK } from './tracking-strings.ts';
import { NAV, SERVICE_BY_SEGMENT, SITE } from './strings.ts';

export type PageMetaEntry = {
  /** Title, description and Open Graph text; from its answers (in the order of `queries`) when they decide them. */
  meta: PageMeta | ((answers: readonly unknown[]) => PageMeta);
  /** Its meta when an answer is missing (the API would answer 404): the server answers 404 with it. */
  notFound?: PageMeta;
};

/** The office's own pages (issue 14): titled by what the office wrote. */
const SITE_PAGE_META: PageMetaEntry = {
  meta: ([answer]) => {
    const page = answer as SitePage;
    return { title: page.title, description: META.sitePageDescription(page.title) };
  },
};

export const PAGE_META: Record<PublicPagePath, PageMetaEntry> = {
  '/': {
    meta: { title: NAV.home, description: META.homeDescription, preloadImage: '/images/hero.svg' },
  },
  '/profil': {
    meta: { title: SITE.profile.title, description: META.profileDescription },
  },
  '/berita': {
    meta: { title: SITE.news.title, description: META.newsDescription },
  },
  '/berita/:slug': {
    meta: ([answer]) => {
      const article = answer as NewsArticle;
      return {
        title: article.title,
        description: article.excerpt || META.newsDescription,
        path: `/berita/${encodeURIComponent(article.slug)}`,
        type: 'article',
        // Social sites want a plain JPEG of a known size.
        image: article.cover ? `/images/${article.cover.id}/${Math.min(1280, article.cover.width)}.jpg` : article.coverImageUrl,
        // The cover is the page's largest paint: fetched with the HTML, in the size the screen needs.
        ...(article.cover ? { preloadPortalImage: article.cover } : {}),
        publishedTime: article.publishedAt,
      };
    },
    notFound: { title: SITE.news.notFoundTitle, description: SITE.news.notFoundText },
  },
  '/galeri': {
    meta: { title: SITE.gallery.title, description: META.galleryDescription },
  },
  '/galeri/:slug': {
    meta: ([answer]) => {
      const album = answer as AlbumDetail;
      return {
        title: album.title,
        description: album.description || META.galleryDescription,
        path: `/galeri/${encodeURIComponent(album.slug)}`,
        image: album.cover ? `/images/${album.cover.id}/${Math.min(1280, album.cover.width)}.jpg` : null,
      };
    },
    notFound: { title: SITE.gallery.title, description: META.galleryDescription },
  },
  '/laporan': {
    meta: { title: META.reportsTitle, description: META.reportsDescription },
  },
  '/laporan/:code': {
    meta: ([answer]) => {
      const report = answer as PublicReportDetail;
      return {
        title: META.reportTitle(report.trackingCode),
        description: META.reportDescription(
          report.reportType,
          [report.location, report.kabupaten].filter(Boolean).join(', '),
          report.status,
        ),
        path: `/laporan/${report.trackingCode}`,
        type: 'article',
        image: report.photos[0]?.url ?? null,
      };
    },
    notFound: { title: META.reportNotFoundTitle, description: META.reportNotFound },
  },
  '/layanan/:layanan/standar': {
    meta: ([answer]) => {
      const name = SERVICE_BY_SEGMENT[(answer as ServiceStandard).key] ?? '';
      return { title: META.standardTitle(name), description: META.standardDescription(name) };
    },
    notFound: { title: META.standardNotFound, description: META.standardNotFound },
  },
  '/maklumat-pelayanan': {
    meta: { title: META.pledgeTitle, description: META.pledgeDescription },
  },
  '/statistik': {
    meta: { title: META.statisticsTitle, description: META.statisticsDescription },
  },
  '/skm': {
    meta: { title: META.skmTitle, description: META.skmDescription },
  },
  '/skm/hasil': {
    meta: { title: META.skmResultsTitle, description: META.skmResultsDescription },
  },
  '/ppid': {
    meta: { title: META.ppidTitle, description: META.ppidDescription },
  },
  '/ppid/permohonan': {
    meta: { title: META.ppidRequestTitle, description: META.ppidRequestDescription },
  },
  '/lacak': {
    meta: { title: META.trackingTitle, description: META.trackingDescription },
  },
  '/lacak/:code': {
    meta: ([answer]) => ({
      title: `${LACAK.title} ${(answer as TrackingResult).trackingCode}`,
      description: META.trackingDescription,
    }),
    notFound: { title: LACAK.notFoundTitle, description: LACAK.notFound },
  },
  '/masuk': {
    meta: { title: NAV.login, description: META.loginDescription },
  },
  '/kontak': {
    meta: { title: CONTACT.title, description: META.contactDescription },
  },
  '/ikuti/konfirmasi': {
    meta: { title: AREA_ALERTS.confirmTitle, description: AREA_ALERTS.intro },
  },
  '/ikuti/berhenti': {
    meta: { title: AREA_ALERTS.stopTitle, description: AREA_ALERTS.intro },
  },
  '/kebijakan-privasi': SITE_PAGE_META,
  '/syarat-ketentuan': SITE_PAGE_META,
  '/pernyataan-aksesibilitas': SITE_PAGE_META,
  '/layanan/sirekanan': {
    meta: { title: SERVICE_PAGES.sirekanan.heading, description: SERVICE_PAGES.sirekanan.description },
  },
  '/layanan/ujilab': {
    meta: { title: SERVICE_PAGES.ujilab.heading, description: SERVICE_PAGES.ujilab.description },
  },
  '/layanan/jembatantif': {
    meta: { title: SERVICE_PAGES.bridges.heading, description: SERVICE_PAGES.bridges.description },
  },
  '/layanan/jembatantif/:id': {
    meta: ([answer]) => {
      const { bridge, photos } = answer as BridgeDetail;
      const cover = photos[0];
      return {
        title: bridge.nama,
        description: META.bridgeDescription(bridge),
        path: `/layanan/jembatantif/${bridge.id}`,
        image: cover ? `/images/${cover.id}/${Math.min(1280, cover.width)}.jpg` : null,
      };
    },
    notFound: { title: META.bridgeNotFound, description: META.bridgeNotFound },
  },
  '/layanan/lapor-kerusakan': {
    meta: { title: SERVICE_PAGES.damage.heading, description: SERVICE_PAGES.damage.description },
  },
};
