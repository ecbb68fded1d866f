import { FileText, ImageIcon } from 'lucide-react';

/** Opens an attachment through its stored /files/… URL; the server decides who may read it. */
export function FileLink({ href, label, image = false, ariaLabel }: { href: string; label: string; image?: boolean; ariaLabel?: string }) {
  const Icon = image ? ImageIcon : FileText;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={ariaLabel}
      className="inline-flex min-h-8 items-center gap-1.5 rounded text-sm whitespace-nowrap font-medium text-brand-700 underline-offset-2 hover:underline"
    >
      <Icon aria-hidden className="size-4 shrink-0" />
      {label}
    </a>
  );
}
