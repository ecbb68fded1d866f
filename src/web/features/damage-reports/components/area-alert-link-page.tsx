import { useQueryClient } from '@tanstack/react-query';
import { BellRing } from 'lucide-react';
import { Link, useLocation, useSearchParams } from 'react-router';
import {
  AREA_ALERT_CONFIRM_PATH,
  AREA_ALERT_LINK_STATE_KEY,
  AREA_ALERT_STOP_PATH,
  type AreaAlertLinkState,
} from '../../../../shared/area-alert-schemas.ts';
import { AREA_ALERTS as T } from '../../../../shared/area-alert-strings.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/**
 * /ikuti/konfirmasi and /ikuti/berhenti (issue 39, item 5): the pages the "Ikuti laporan" e-mails open.
 * Opening one changes nothing (mail scanners open links); its button posts to the same address and the
 * server answers with this page and the outcome (src/server/features/area-alerts/form-post-routes.ts).
 * HTML only, no script.
 */
export default function AreaAlertLinkPage() {
  const stop = useLocation().pathname === AREA_ALERT_STOP_PATH;
  const title = stop ? T.stopTitle : T.confirmTitle;
  useDocumentTitle(title);
  const [params] = useSearchParams();
  const token = params.get('t') ?? '';
  const answer = useQueryClient().getQueryData<AreaAlertLinkState>(AREA_ALERT_LINK_STATE_KEY) ?? null;
  const invalid = stop ? T.stopInvalid : T.confirmInvalid;
  return (
    <>
      <PageHeader icon={<BellRing aria-hidden className="size-7" />} title={title} />
      <div className="mx-auto grid max-w-2xl gap-4 px-4 py-8">
        {answer ? (
          <p
            role={answer.ok ? 'status' : 'alert'}
            className={
              answer.ok
                ? 'rounded-md border border-green-300 bg-green-50 p-4 text-green-900'
                : 'rounded-md border border-red-300 bg-red-50 p-4 text-red-800'
            }
          >
            {answer.message}
          </p>
        ) : !token ? (
          <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-4 text-red-800">
            {invalid}
          </p>
        ) : (
          <form
            method="post"
            action={`${stop ? AREA_ALERT_STOP_PATH : AREA_ALERT_CONFIRM_PATH}?${new URLSearchParams({ t: token })}`}
            className="grid gap-4"
          >
            <p className="text-slate-700">{stop ? T.stopIntro : T.confirmIntro}</p>
            <div>
              <Button type="submit" variant={stop ? 'secondary' : 'primary'}>
                {stop ? T.stopButton : T.confirmButton}
              </Button>
            </div>
          </form>
        )}
        <p>
          <Link to="/laporan" className={buttonClass('secondary')}>
            {T.backToReports}
          </Link>
        </p>
      </div>
    </>
  );
}
