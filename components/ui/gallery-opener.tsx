'use client';

import { useRef, useState, type ReactNode, type SyntheticEvent } from 'react';
import { clientOnly } from './client-only';
import type { GalleryPhoto } from './photo-gallery';

const loadDialog = () => import('./gallery-dialog');
const GalleryDialog = clientOnly(() => loadDialog().then((m) => m.GalleryDialog));

/** The strip's thumbnail an event came from (PhotoStrip marks each with its index). */
const thumbOf = (event: SyntheticEvent) =>
  event.target instanceof Element ? event.target.closest<HTMLButtonElement>('button[data-photo]') : null;

/**
 * Opens the full-screen gallery at the tapped thumbnail of the strip it wraps (`children`, rendered on the
 * server); the dialog's code is fetched as soon as a thumbnail is touched or focused. No box of its own.
 */
export function GalleryOpener({
  photos,
  title,
  children,
}: {
  photos: GalleryPhoto[];
  title: string;
  children: ReactNode;
}) {
  const [openAt, setOpenAt] = useState<number | null>(null);
  const [used, setUsed] = useState(false);
  const opener = useRef<HTMLButtonElement | null>(null);
  const prefetch = (event: SyntheticEvent) => {
    if (thumbOf(event)) void loadDialog();
  };
  return (
    <div
      style={{ display: 'contents' }}
      onPointerDown={prefetch}
      onFocus={prefetch}
      onClick={(event) => {
        const thumb = thumbOf(event);
        if (!thumb) return;
        opener.current = thumb;
        setUsed(true);
        setOpenAt(Number(thumb.dataset.photo));
      }}
    >
      {children}
      {used && (
        <GalleryDialog photos={photos} title={title} openAt={openAt} opener={opener} onClose={() => setOpenAt(null)} />
      )}
    </div>
  );
}
