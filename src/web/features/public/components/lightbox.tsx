import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { GalleryPhoto } from '../../../../shared/gallery-schemas.ts';
import { GALLERY } from '../../../../shared/gallery-strings.ts';
import { ResponsiveImage } from '../../../components/responsive-image.tsx';

/** One photo large with its caption and credit; ← and → move, Esc closes (Radix gives the focus trap). */
export default function Lightbox({
  photos,
  index,
  onIndex,
  onClose,
}: {
  photos: GalleryPhoto[];
  index: number;
  onIndex: (i: number) => void;
  onClose: () => void;
}) {
  const photo = photos[index]!;
  const go = (delta: number) => onIndex((index + delta + photos.length) % photos.length);
  const nav =
    'inline-flex size-11 items-center justify-center rounded-full bg-white/15 text-white hover:bg-white/25 focus-visible:outline-2 focus-visible:outline-white';
  return (
    <Dialog.Root open onOpenChange={(o) => !o && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950" />
        <Dialog.Content
          onCloseAutoFocus={(e) => e.preventDefault()}
          onKeyDown={(e) => {
            if (e.key === 'ArrowRight') go(1);
            else if (e.key === 'ArrowLeft') go(-1);
          }}
          className="fixed inset-0 z-50 grid grid-rows-[auto_1fr_auto] gap-3 p-3 text-white sm:p-6"
        >
          <div className="flex items-center justify-between gap-3">
            <Dialog.Title className="text-sm font-medium" aria-live="polite">
              {GALLERY.photoOf(index + 1, photos.length)}
            </Dialog.Title>
            <Dialog.Close className={nav} aria-label={GALLERY.close}>
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          <div className="flex min-h-0 items-center justify-center gap-2">
            <button type="button" className={nav} aria-label={GALLERY.previous} onClick={() => go(-1)}>
              <ChevronLeft aria-hidden className="size-6" />
            </button>
            <ResponsiveImage
              image={photo.image}
              alt={photo.alt}
              sizes="100vw"
              priority
              className="max-h-full min-w-0 flex-1 object-contain"
            />
            <button type="button" className={nav} aria-label={GALLERY.next} onClick={() => go(1)}>
              <ChevronRight aria-hidden className="size-6" />
            </button>
          </div>
          <Dialog.Description className="mx-auto max-w-3xl text-center text-sm text-slate-200">
            {photo.caption}
            {photo.credit && <span className="block text-xs text-slate-400">{`${GALLERY.credit}: ${photo.credit}`}</span>}
          </Dialog.Description>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
