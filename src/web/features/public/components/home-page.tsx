import { TitledSection } from '../../../components/titled-section.tsx';
import { HOME } from '../../../../shared/home-strings.ts';
import { ArrowRight, Bridge, Building2, Droplets, FileText, FlaskConical, House, Route, TriangleAlert, Waves } from 'lucide-react';
import { Link } from 'react-router';
import { NEWS_TEASER_SIZE } from '../../../../shared/news-schemas.ts';
import { NAV, SERVICES } from '../../../../shared/strings.ts';
import { LoginButton } from '../../../components/login-button.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { useAuth } from '../../../lib/auth-core.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useNewsList } from '../api/news.ts';
import { HOME_CONTENT } from '../content.ts';
import { NewsCard, NewsCardSkeleton } from './news-card.tsx';

const t = HOME;
const c = HOME_CONTENT;

const SERVICE_TILES = [
  { to: '/layanan/lapor-kerusakan', label: SERVICES.laporKerusakan, text: c.serviceText.laporKerusakan, Icon: TriangleAlert },
  { to: '/layanan/sirekanan', label: SERVICES.sirekanan, text: c.serviceText.sirekanan, Icon: FileText },
  { to: '/layanan/jembatantif', label: SERVICES.jembatantif, text: c.serviceText.jembatantif, Icon: Bridge },
  { to: '/layanan/ujilab', label: SERVICES.ujilab, text: c.serviceText.ujilab, Icon: FlaskConical },
] as const;

const FIELD_ICONS = [Waves, Route, Droplets, House] as const;

export default function HomePage() {
  useDocumentTitle(NAV.home);
  const { user } = useAuth();
  return (
    <>
      <Hero />
      {user && !user.isAdmin && <ServiceTiles />}
      {!user && <VisitorServices />}
      <WorkFields />
      <NewsTeaser />
    </>
  );
}

function Hero() {
  return (
    <section className="relative overflow-hidden bg-brand-800 text-white">
      <div
        aria-hidden
        className="absolute inset-0 bg-[radial-gradient(circle_at_85%_20%,rgba(245,183,0,0.18),transparent_45%),linear-gradient(160deg,#0b4a8b_0%,#072a4f_100%)]"
      />
      <div className="relative mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 sm:py-16 lg:grid-cols-[1.1fr_1fr] lg:py-20">
        <div>
          <p className="inline-flex rounded-full bg-white/10 px-3 py-1 text-xs font-semibold tracking-wide text-accent-400 ring-1 ring-white/15 sm:text-sm">
            {t.eyebrow}
          </p>
          <h1 className="mt-5 text-3xl leading-tight font-bold tracking-tight text-balance sm:text-4xl lg:text-5xl">{t.heroTitle}</h1>
          <p className="mt-5 max-w-xl text-base text-brand-100 sm:text-lg">{c.heroText}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to="/profil" className={buttonClass('accent', 'px-6')}>
              {t.heroCta}
              <ArrowRight aria-hidden className="size-4" />
            </Link>
            <Link to="/berita" className={buttonClass('ghost', 'px-6 text-white ring-1 ring-white/40 hover:bg-white/10')}>
              {t.heroSecondary}
            </Link>
          </div>
          {/* The two services anyone can use at once, without an account (issue 14). */}
          <NoAccountServices className="mt-6 text-brand-100" linkClass="text-white hover:text-accent-400" />
        </div>
        <img
          src="/images/hero.svg"
          alt={t.heroImageAlt}
          width={640}
          height={480}
          fetchPriority="high"
          className="mx-auto w-full max-w-md rounded-2xl shadow-2xl ring-1 ring-white/10 lg:max-w-none"
        />
      </div>
    </section>
  );
}

function ServiceTiles() {
  return (
    <TitledSection id="layanan-title" title={t.servicesTitle} size="2xl" className="mx-auto max-w-6xl px-4 pt-12">
      <p className="mt-2 text-slate-700">{t.servicesText}</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {SERVICE_TILES.map(({ to, label, text, Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="group flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-600 hover:shadow-md"
            >
              <span className="inline-flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700 group-hover:bg-brand-700 group-hover:text-white">
                <Icon aria-hidden className="size-6" />
              </span>
              <span className="mt-4 text-lg font-bold text-slate-900">{label}</span>
              <span className="mt-1 text-sm text-slate-700">{text}</span>
              <span aria-hidden className="mt-auto inline-flex items-center gap-1 pt-4 text-sm font-semibold text-brand-700">
                {t.openService}
                <ArrowRight className="size-4" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}

/** "Tanpa perlu akun:" Lapor Kerusakan and Jembatantif, in the hero and in the visitor box. */
function NoAccountServices({ className, linkClass }: { className: string; linkClass: string }) {
  const link = `inline-flex items-center gap-1.5 font-semibold underline underline-offset-4 ${linkClass}`;
  return (
    <p className={`flex flex-wrap items-center gap-x-4 gap-y-2 text-sm ${className}`}>
      <span>{t.heroQuickTitle}</span>
      <Link to="/layanan/lapor-kerusakan" className={link}>
        <TriangleAlert aria-hidden className="size-4" />
        {t.heroReport}
      </Link>
      <Link to="/layanan/jembatantif" className={link}>
        <Bridge aria-hidden className="size-4" />
        {t.heroBridges}
      </Link>
    </p>
  );
}

function VisitorServices() {
  return (
    <section aria-labelledby="layanan-title" className="mx-auto max-w-6xl px-4 pt-12">
      <div className="flex flex-col gap-5 rounded-2xl border border-accent-400/60 bg-amber-50 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
        <div>
          <h2 id="layanan-title" className="text-xl font-bold text-brand-900">
            {t.visitorServicesTitle}
          </h2>
          <p className="mt-2 max-w-2xl text-slate-800">{t.visitorServicesText}</p>
          <NoAccountServices className="mt-3 text-slate-700" linkClass="text-brand-800" />
        </div>
        <LoginButton className="shrink-0 px-6">{NAV.login}</LoginButton>
      </div>
    </section>
  );
}

function WorkFields() {
  return (
    <TitledSection id="bidang-title" title={t.fieldsTitle} size="2xl" className="mx-auto max-w-6xl px-4 pt-14">
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {c.fields.map((f, i) => {
          const Icon = FIELD_ICONS[i] ?? Building2;
          return (
            <li key={f.title} className="rounded-xl border border-slate-200 bg-white p-5">
              <Icon aria-hidden className="size-7 text-brand-700" />
              <h3 className="mt-3 font-bold text-slate-900">{f.title}</h3>
              <p className="mt-1 text-sm text-slate-700">{f.text}</p>
            </li>
          );
        })}
      </ul>
    </TitledSection>
  );
}

function NewsTeaser() {
  const news = useNewsList(1, NEWS_TEASER_SIZE);
  // Nothing to tease when there is no news yet (or it cannot be read): the section stays away.
  if (news.isSuccess && news.data.items.length === 0) return null;
  if (news.isError) return null;
  return (
    <section aria-labelledby="berita-title" className="mx-auto max-w-6xl px-4 pt-14">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="berita-title" className="text-2xl font-bold text-brand-900">
          {t.newsTitle}
        </h2>
        <Link
          to="/berita"
          className="inline-flex items-center gap-1 rounded text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {t.newsAll}
          <ArrowRight aria-hidden className="size-4" />
        </Link>
      </div>
      <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {news.isPending
          ? Array.from({ length: NEWS_TEASER_SIZE }, (_, i) => <NewsCardSkeleton key={i} />)
          : news.data.items.map((item) => <NewsCard key={item.slug} item={item} headingLevel={3} />)}
      </div>
    </section>
  );
}
