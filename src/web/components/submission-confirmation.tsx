import { CircleCheck, Copy, Download, Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { AppLink } from '../lib/app-link.tsx';
import { CONFIRMATION } from '../../shared/confirmation-strings.ts';
import { Button, buttonClass } from './ui/button.tsx';

const C = CONFIRMATION.confirmation;

/**
 * After a submission (GOV.UK's confirmation page pattern): the tracking code large and copyable,
 * what happens next, the receipt to download and the public status page.
 */
export function SubmissionConfirmation({
  title,
  code,
  service,
  receiptUrl,
  emailNote = true,
}: {
  title: string;
  code: string;
  service: keyof typeof C.next;
  receiptUrl: string;
  emailNote?: boolean;
}) {
  const [copied, setCopied] = useState(false);
  // Sent from far down a long form (or a dialog that has closed): bring the answer into view and
  // give it the focus, so nobody is left wondering whether anything happened (issue 14, item 6).
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    panel.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    panel.current?.focus({ preventScroll: true });
  }, [code]);
  return (
    <div
      ref={panel}
      role="status"
      tabIndex={-1}
      className="mb-5 scroll-mt-24 overflow-hidden rounded-xl border border-emerald-300 bg-white focus:outline-none"
    >
      <div className="grid justify-items-center gap-2 bg-emerald-700 px-4 py-6 text-center text-white">
        <CircleCheck aria-hidden className="size-8" />
        <p className="text-xl font-bold">{title}</p>
        <p className="text-sm text-emerald-50">{C.yourCode}</p>
        {/* One line even at 360 px: a code broken in two is misread. */}
        <p className="font-mono text-[1.35rem] font-bold tracking-wide whitespace-nowrap sm:text-3xl sm:tracking-wider">{code}</p>
      </div>
      <div className="grid gap-3 p-4 text-sm text-slate-800 sm:p-5">
        <p className="font-semibold text-slate-900">{C.nextTitle}</p>
        <p>{C.next[service]}</p>
        {emailNote && <p className="text-slate-600">{C.emailNote}</p>}
        <div className="flex flex-wrap gap-2">
          <a href={receiptUrl} download className={buttonClass('primary')}>
            <Download aria-hidden className="size-4" />
            {C.download}
          </a>
          <AppLink to={`/lacak/${code}`} className={buttonClass('secondary')}>
            <Search aria-hidden className="size-4" />
            {C.track}
          </AppLink>
          {typeof navigator !== 'undefined' && navigator.clipboard && (
            <Button
              variant="secondary"
              onClick={() => {
                void navigator.clipboard.writeText(code).then(() => setCopied(true));
              }}
            >
              <Copy aria-hidden className="size-4" />
              {copied ? C.copied : C.copy}
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
