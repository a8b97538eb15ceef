'use client';

import { useTranslations } from 'next-intl';
import { useRef, type RefObject } from 'react';
import { Modal } from './modal';
import type { GalleryPhoto } from './photo-gallery';
import PhotoViewer from './photo-viewer';

/** The gallery's full-screen dialog (GalleryOpener fetches it): the viewer at `openAt`; focus returns to `opener`. */
export function GalleryDialog({
  photos,
  title,
  openAt,
  opener,
  onClose,
}: {
  photos: GalleryPhoto[];
  title: string;
  openAt: number | null;
  opener: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
}) {
  const t = useTranslations('Gallery');
  const closeButton = useRef<HTMLButtonElement | null>(null);
  return (
    <Modal
      open={openAt !== null}
      onClose={onClose}
      title={t('dialogLabel', { title })}
      variant="fullscreen"
      initialFocus={closeButton}
      finalFocus={opener}
    >
      {openAt !== null && (
        <PhotoViewer photos={photos} title={title} startIndex={openAt} onClose={onClose} closeRef={closeButton} />
      )}
    </Modal>
  );
}
