import { Link } from 'react-router';
import { cn } from '../lib/cn.ts';
import { PagerFrame } from './pager.tsx';
import { buttonClass } from './ui/button.tsx';

/** The pager of a server-rendered list: links to `href(page)` (apart from pager.tsx, so islands do not load the router). */
export function PagerLinks({
  href,
  ...props
}: {
  page: number;
  pageSize: number;
  total: number;
  more?: boolean | undefined;
  href: (page: number) => string;
}) {
  return (
    <PagerFrame
      {...props}
      control={({ target, enabled, rel }, content) =>
        enabled ? (
          <Link to={href(target)} rel={rel} className={buttonClass('secondary')}>
            {content}
          </Link>
        ) : (
          <span aria-disabled="true" className={cn(buttonClass('secondary'), 'pointer-events-none opacity-60')}>
            {content}
          </span>
        )
      }
    />
  );
}
