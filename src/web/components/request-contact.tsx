import { useQuery } from '@tanstack/react-query';
import { MessageCircle, Phone } from 'lucide-react';
import { CONTACT_PHONE } from '../../shared/contact-phone-strings.ts';
import { displayPhone } from '../../shared/phone.ts';
import { call, callOptions, client } from '../lib/api-client.ts';
import { formatDateTime } from '../lib/format.ts';
import { Spinner } from './ui/spinner.tsx';

type ContactKind = 'sirekanan' | 'ujilab' | 'damage-reports' | 'ppid';
const T = CONTACT_PHONE;

/**
 * What staff see of a request's phone (issue 38, item 5): the number with a call link and a WhatsApp
 * link, whether the citizen asked for WhatsApp status messages (or stopped them), and the last message's status.
 */
export function RequestContact({ kind, id }: { kind: ContactKind; id: string }) {
  const contact = useQuery({
    queryKey: ['admin-requests', kind, 'contact', id],
    queryFn: ({ signal }) => call(client.admin['request-contacts'][':kind'][':id'].$get({ param: { kind, id } }, callOptions({ signal }))),
    staleTime: 0,
  });
  const headingId = `contact-${id}`;
  return (
    <section aria-labelledby={headingId} className="grid gap-2 text-sm">
      <h3 id={headingId} className="font-semibold text-slate-900">
        {T.staffTitle}
      </h3>
      {contact.isPending ? (
        <Spinner />
      ) : contact.isError || !contact.data.phone ? (
        <p className="text-slate-600">{T.staffNone}</p>
      ) : (
        <>
          <p className="flex flex-wrap items-center gap-x-4 gap-y-1">
            <span className="font-medium text-slate-900">{displayPhone(contact.data.phone)}</span>
            <a
              href={`tel:${contact.data.phone}`}
              className="inline-flex min-h-11 items-center gap-1 font-medium text-brand-700 underline-offset-2 hover:underline"
            >
              <Phone aria-hidden className="size-4" />
              {T.staffCall}
            </a>
            <a
              href={`https://wa.me/${contact.data.phone.replace(/^\+/, '')}`}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-11 items-center gap-1 font-medium text-brand-700 underline-offset-2 hover:underline"
            >
              <MessageCircle aria-hidden className="size-4" />
              {T.staffWhatsAppLink}
            </a>
          </p>
          <p className="text-slate-700">
            {contact.data.stoppedAt ? T.staffWhatsAppStopped : contact.data.whatsapp ? T.staffWhatsAppOn : T.staffWhatsAppOff}
          </p>
          <p className="text-slate-700">
            {T.staffLastMessage}:{' '}
            {contact.data.lastMessage ? (
              <>
                <span className="font-medium">{T.messageStatus[contact.data.lastMessage.status]}</span>
                {' · '}
                <time dateTime={contact.data.lastMessage.at}>{formatDateTime(contact.data.lastMessage.at)}</time>
                {contact.data.lastMessage.error && <span className="block text-red-700">{contact.data.lastMessage.error}</span>}
              </>
            ) : (
              T.staffNoMessage
            )}
          </p>
        </>
      )}
    </section>
  );
}
