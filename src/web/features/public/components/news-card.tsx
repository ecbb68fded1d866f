import { ArrowRight, CalendarDays } from 'lucide-react';
import { Link } from 'react-router';
import type { NewsItem } from '../../../../shared/news-schemas.ts';
import { SITE } from '../../../../shared/strings.ts';
import { formatLongDate } from '../../../lib/format.ts';
import { ArticleCover } from './article-cover.tsx';

/** One article in a list: image, date, title, summary and the 'Baca selengkapnya' link. */
export function NewsCard({ item, headingLevel = 2, eager = false }: { item: NewsItem; headingLevel?: 2 | 3; eager?: boolean }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="flex w-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <ArticleCover item={item} sizes="(min-width: 1024px) 384px, (min-width: 640px) 50vw, 100vw" priority={eager} />
      <div className="flex flex-1 flex-col p-5">
        <p className="flex items-center gap-1.5 text-sm text-slate-600">
          <CalendarDays aria-hidden className="size-4" />
          <time dateTime={item.publishedAt}>{formatLongDate(item.publishedAt)}</time>
        </p>
        <Heading className="mt-2 text-lg leading-snug font-bold text-slate-900">{item.title}</Heading>
        <p className="mt-2 line-clamp-3 text-sm text-slate-700">{item.excerpt}</p>
        <Link
          to={`/berita/${encodeURIComponent(item.slug)}`}
          className="mt-auto inline-flex items-center gap-1.5 self-start rounded pt-4 text-sm font-semibold text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline"
        >
          {SITE.news.readMore}
          <span className="sr-only">: {item.title}</span>
          <ArrowRight aria-hidden className="size-4" />
        </Link>
      </div>
    </article>
  );
}

export function NewsCardSkeleton() {
  return (
    <div aria-hidden className="overflow-hidden rounded-xl border border-slate-200 bg-white">
      <div className="aspect-[16/9] animate-pulse bg-slate-100" />
      <div className="grid gap-3 p-5">
        <div className="h-4 w-32 animate-pulse rounded bg-slate-100" />
        <div className="h-5 w-4/5 animate-pulse rounded bg-slate-100" />
        <div className="h-4 w-full animate-pulse rounded bg-slate-100" />
        <div className="h-4 w-2/3 animate-pulse rounded bg-slate-100" />
      </div>
    </div>
  );
}
