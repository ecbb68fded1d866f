import { TitledSection } from '../../../components/titled-section.tsx';
import { CONTACT } from '../../../../shared/contact-strings.ts';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { OFFICE } from '../../../../shared/strings.ts';
import { Island } from '../../../islands/island.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { CONTACT_CONTENT } from '../content.ts';
import ContactFormIsland from './contact-form.island.tsx';
import { PageIntro } from './page-intro.tsx';

const t = CONTACT;

export default function ContactPage() {
  useDocumentTitle(t.title);
  return (
    <>
      <PageIntro title={t.title} intro={t.intro} />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:py-14 lg:grid-cols-[1fr_1.2fr]">
        <div className="grid content-start gap-6">
          <OfficeInfo />
          <section aria-labelledby="peta" className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
            <h2 id="peta" className="px-5 pt-5 text-lg font-bold text-brand-900">
              {t.mapTitle}
            </h2>
            <img
              src="/images/peta-lokasi.svg"
              alt={t.mapAlt}
              width={800}
              height={500}
              loading="lazy"
              decoding="async"
              className="mt-4 aspect-[8/5] w-full bg-brand-50"
            />
            <p className="p-5 text-sm text-slate-700">{CONTACT_CONTENT.mapNote}</p>
          </section>
        </div>
        {/* Taken over when the visitor reaches for it (a touch, a pointer, a focus): what is typed meanwhile stays. */}
        <Island of={ContactFormIsland} props={{}} load="interaction" className="grid" />
      </div>
    </>
  );
}

function OfficeInfo() {
  const rows = [
    { Icon: MapPin, label: t.address, value: <span>{OFFICE.address}</span> },
    {
      Icon: Phone,
      label: t.phone,
      value: (
        <a className="text-brand-700 underline-offset-4 hover:underline" href={`tel:${OFFICE.phone.replace(/[^\d+]/g, '')}`}>
          {OFFICE.phone}
        </a>
      ),
    },
    {
      Icon: Mail,
      label: t.email,
      value: (
        <a className="break-all text-brand-700 underline-offset-4 hover:underline" href={`mailto:${OFFICE.email}`}>
          {OFFICE.email}
        </a>
      ),
    },
    { Icon: Clock, label: t.hours, value: <span>{OFFICE.hours}</span> },
  ];
  return (
    <TitledSection id="info-kantor" title={t.infoTitle} size="lg" className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
      <p className="mt-1 text-sm text-slate-700">{OFFICE.longName}</p>
      <ul className="mt-5 grid gap-4">
        {rows.map(({ Icon, label, value }) => (
          <li key={label} className="flex gap-3">
            <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <Icon aria-hidden className="size-5" />
            </span>
            <p className="grid min-w-0 text-sm">
              <span className="font-semibold text-slate-900">{label}</span>
              <span className="text-slate-700">{value}</span>
            </p>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
