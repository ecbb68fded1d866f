import type { ReactNode } from 'react';

/** The calm band that opens every public page: its one <h1> and a short introduction. */
export function PageIntro({ title, intro, children }: { title: string; intro?: string; children?: ReactNode }) {
  return (
    <div className="border-b border-brand-100 bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
        <div aria-hidden className="mb-4 h-1 w-12 rounded-full bg-accent-400" />
        <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{title}</h1>
        {intro && <p className="mt-3 max-w-2xl text-base text-slate-700 sm:text-lg">{intro}</p>}
        {children}
      </div>
    </div>
  );
}
