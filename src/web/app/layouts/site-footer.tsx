import { Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { NAV, OFFICE, SERVICES } from '../../../shared/strings.ts';

const SERVICE_LINKS = [
  { to: '/layanan/sirekanan', label: SERVICES.sirekanan },
  { to: '/layanan/ujilab', label: SERVICES.ujilab },
  { to: '/layanan/jembatantif', label: SERVICES.jembatantif },
  { to: '/layanan/lapor-kerusakan', label: SERVICES.laporKerusakan },
] as const;

const ABOUT_LINKS = [
  { to: '/maklumat-pelayanan', label: NAV.pledge },
  { to: '/skm/hasil', label: NAV.skmResults },
  { to: '/ppid', label: NAV.ppid },
  { to: '/kebijakan-privasi', label: NAV.privacy },
  { to: '/syarat-ketentuan', label: NAV.terms },
  { to: '/pernyataan-aksesibilitas', label: NAV.accessibility },
] as const;

export function SiteFooter() {
  return (
    <footer className="mt-16 bg-brand-900 text-brand-50">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-white">{OFFICE.name}</p>
          <p className="mt-2 text-sm text-brand-100">{OFFICE.longName}</p>
        </div>
        <nav aria-label={NAV.services}>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{NAV.services}</h2>
          <ul className="mt-3 grid gap-2 text-sm">
            {SERVICE_LINKS.map((l) => (
              <li key={l.to}>
                <Link className="text-brand-100 underline-offset-4 hover:text-white hover:underline" to={l.to}>
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{NAV.officeContact}</h2>
          <address className="mt-3 grid gap-2 text-sm text-brand-100 not-italic">
            <span className="flex gap-2">
              <MapPin aria-hidden className="mt-0.5 size-4 shrink-0" />
              {OFFICE.address}
            </span>
            <a className="flex gap-2 hover:text-white" href={`tel:${OFFICE.phone.replace(/[^\d+]/g, '')}`}>
              <Phone aria-hidden className="mt-0.5 size-4 shrink-0" />
              {OFFICE.phone}
            </a>
            <a className="flex gap-2 hover:text-white" href={`mailto:${OFFICE.email}`}>
              <Mail aria-hidden className="mt-0.5 size-4 shrink-0" />
              {OFFICE.email}
            </a>
          </address>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-6xl flex-col items-center gap-3 px-4 py-4 text-xs text-brand-100 sm:flex-row sm:justify-between">
          <p>
            © {new Date().getFullYear()} {OFFICE.name}
          </p>
          <nav aria-label={NAV.about}>
            <ul className="flex flex-wrap justify-center gap-x-4 gap-y-2">
              {ABOUT_LINKS.map((l) => (
                <li key={l.to}>
                  <Link className="underline-offset-4 hover:text-white hover:underline" to={l.to}>
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
