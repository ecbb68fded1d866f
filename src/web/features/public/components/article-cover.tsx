import type { NewsItem } from '../../../../shared/news-schemas.ts';
import { ResponsiveImage } from '../../../components/responsive-image.tsx';
import { cn } from '../../../lib/cn.ts';

/**
 * An article's 16:9 cover: the photo staff uploaded (in the sizes the portal makes), a seeded
 * illustration, or — never an empty box — the office's mark on its colour (issue 14).
 */
export function ArticleCover({
  item,
  sizes,
  priority = false,
  className,
}: {
  item: Pick<NewsItem, 'cover' | 'coverImageUrl'>;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  const box = cn('aspect-[16/9] w-full overflow-hidden', className);
  if (item.cover) {
    return (
      <div className={cn(box, 'bg-brand-50')}>
        <ResponsiveImage image={item.cover} alt={item.cover.alt} sizes={sizes} priority={priority} className="size-full object-cover" />
      </div>
    );
  }
  if (item.coverImageUrl) {
    return (
      <div className={cn(box, 'bg-brand-50')}>
        <img
          src={item.coverImageUrl}
          alt=""
          width={640}
          height={360}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          className="size-full object-cover"
        />
      </div>
    );
  }
  return (
    <div className={cn(box, 'flex items-center justify-center bg-gradient-to-br from-brand-700 to-brand-900')}>
      <img src="/images/logo.svg" alt="" width={72} height={72} className="size-16 opacity-90 sm:size-18" />
    </div>
  );
}
