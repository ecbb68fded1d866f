import { Check, Eye, Target } from 'lucide-react';
import { TitledSection } from '../../../components/titled-section.tsx';
import { SITE } from '../../../../shared/strings.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { PROFILE_CONTENT } from '../content.ts';
import { PageIntro } from './page-intro.tsx';

const t = SITE.profile;
const c = PROFILE_CONTENT;

export default function ProfilePage() {
  useDocumentTitle(t.title);
  return (
    <>
      <PageIntro title={t.title} intro={c.intro} />
      <div className="mx-auto flex max-w-6xl flex-col gap-10 px-4 py-10 sm:py-14">
        <div className="grid gap-6 lg:grid-cols-[1fr_1.4fr]">
          <section aria-labelledby="visi" className="rounded-2xl bg-brand-800 p-6 text-white sm:p-8">
            <h2 id="visi" className="flex items-center gap-2 text-xl font-bold">
              <Eye aria-hidden className="size-6 text-accent-400" />
              {t.visionTitle}
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-brand-50 sm:text-xl">“{c.vision}”</p>
          </section>
          <section aria-labelledby="misi" className="rounded-2xl border border-slate-200 bg-white p-6 sm:p-8">
            <h2 id="misi" className="flex items-center gap-2 text-xl font-bold text-brand-900">
              <Target aria-hidden className="size-6 text-brand-700" />
              {t.missionTitle}
            </h2>
            <ol className="mt-5 grid gap-4">
              {c.missions.map((m, i) => (
                <li key={m} className="flex gap-3">
                  <span
                    aria-hidden
                    className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-accent-400 text-sm font-bold text-brand-900"
                  >
                    {i + 1}
                  </span>
                  <span className="pt-1 text-slate-800">{m}</span>
                </li>
              ))}
            </ol>
          </section>
        </div>

        <TitledSection id="struktur" title={t.orgTitle} size="2xl">
          {/* On a phone the chart keeps a legible size and scrolls sideways; the region takes focus so a keyboard can scroll it. */}
          <figure
            tabIndex={0}
            aria-label={t.orgTitle}
            className="mt-5 overflow-x-auto rounded-2xl border border-slate-200 bg-white p-3 sm:p-6"
          >
            <img
              src="/images/struktur-organisasi.svg"
              alt={c.orgAlt}
              width={1000}
              height={560}
              loading="lazy"
              decoding="async"
              className="mx-auto h-auto w-full min-w-[40rem]"
            />
          </figure>
        </TitledSection>

        <TitledSection id="tupoksi" title={t.dutiesTitle} size="2xl" className="max-w-3xl">
          <p className="mt-4 leading-relaxed text-slate-800">{c.duties}</p>
          <p className="mt-4 font-medium text-slate-900">{c.functionsIntro}</p>
          <ul className="mt-3 grid gap-3">
            {c.functions.map((f) => (
              <li key={f} className="flex gap-3 text-slate-800">
                <Check aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
                <span>{f}</span>
              </li>
            ))}
          </ul>
        </TitledSection>
      </div>
    </>
  );
}
