import { ArrowRight, ClipboardList, Construction, FileText, Images, MapPin, Newspaper, ScrollText, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { STANDARD_TEXT } from '../../../../shared/service-standard-strings.ts';
import { SITE_PAGE_TEXTS } from '../../../../shared/site-page-strings.ts';
import { COMMON } from '../../../../shared/strings.ts';
import { ADMIN } from '../../../../shared/admin-strings.ts';
import { AdminPageHeader } from '../../../components/admin-page-header.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

const T = ADMIN.cms;
type Card = { title: string; text: string; icon: LucideIcon; to?: string };

// Spec §2 / DECISIONS.md rule 20: news articles are live; the other cards keep the notice.
const CARDS: Card[] = [
  { title: T.articlesCard, text: T.articlesCardText, icon: Newspaper, to: '/admin/cms/articles' },
  { title: SITE_PAGE_TEXTS.cardTitle, text: SITE_PAGE_TEXTS.cardText, icon: ScrollText, to: '/admin/cms/pages' },
  { title: STANDARD_TEXT.admin.listTitle, text: STANDARD_TEXT.admin.hubDescription, icon: ClipboardList, to: '/admin/cms/standar' },
  { title: T.profileCard, text: T.profileCardText, icon: FileText },
  { title: T.galleryCard, text: T.galleryCardText, icon: Images, to: '/admin/cms/albums' },
  { title: T.contactCard, text: T.contactCardText, icon: MapPin },
];

const cardClass = 'flex h-full w-full flex-col gap-3 rounded-xl border bg-white p-5 text-left shadow-sm transition-colors';

export default function CmsHubPage() {
  useDocumentTitle(T.hubTitle);
  return (
    <div className="grid grid-cols-1 gap-6">
      <AdminPageHeader title={T.hubTitle} intro={T.hubIntro} />
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {CARDS.map((card) => {
          const body = (
            <>
              <span className="flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <card.icon aria-hidden className="size-6" />
              </span>
              <span className="text-lg font-semibold text-slate-900">{card.title}</span>
              <span className="flex-1 text-sm text-slate-600">{card.text}</span>
              {card.to ? (
                <span className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
                  {T.open}
                  <ArrowRight aria-hidden className="size-4" />
                </span>
              ) : (
                <span className="inline-flex items-center gap-1.5 self-start rounded-full bg-amber-50 px-2.5 py-1 text-xs font-semibold text-amber-900">
                  <Construction aria-hidden className="size-3.5" />
                  {T.underDevelopment}
                </span>
              )}
            </>
          );
          return (
            <li key={card.title}>
              {card.to ? (
                <Link to={card.to} className={`${cardClass} border-slate-200 hover:border-brand-600`}>
                  {body}
                </Link>
              ) : (
                <button
                  type="button"
                  className={`${cardClass} border-dashed border-slate-300 hover:border-amber-400`}
                  onClick={() => toast({ title: COMMON.featureUnavailable, description: T.underDevelopmentDescription, variant: 'info' })}
                >
                  {body}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
