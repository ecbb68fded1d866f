import type { ReactNode } from 'react';

export function AdminPageHeader({ title, intro, actions }: { title: string; intro?: string; actions?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold text-brand-800">{title}</h1>
        {intro && <p className="mt-1 text-slate-600">{intro}</p>}
      </div>
      {actions}
    </div>
  );
}
