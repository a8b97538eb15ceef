'use client';

import {
  DndContext,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  horizontalListSortingStrategy,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo } from 'react';
import { moveByHash, removeByHash } from '@/lib/forms/photo-order';
import { CloseIcon } from './icons/close';

export interface StripPhoto {
  hash: string;
  /** What to show: the stored file's URL, or the chosen file itself (shown through an object URL). */
  src: string | Blob;
  name: string;
  /** Upload progress 0–1 while the file is being sent, else undefined. */
  progress?: number;
}

/**
 * A horizontal strip of photos that can be put in order by dragging (mouse, a long press on touch, or the
 * keyboard: Space to lift, arrows to move, Space to drop, Escape to cancel) and removed one by one. A drop
 * with no destination changes nothing.
 */
export function SortablePhotoStrip({
  label,
  photos,
  onChange,
}: {
  label: string;
  photos: StripPhoto[];
  onChange: (photos: StripPhoto[]) => void;
}) {
  const t = useTranslations('Form');
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    // A short press-and-hold starts a drag on touch, so a swipe still scrolls the strip.
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const nameOf = (hash: unknown) => photos.find((p) => p.hash === hash)?.name ?? '';
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const next = moveByHash(photos, String(active.id), over ? String(over.id) : null);
    if (next !== photos) onChange(next);
  };

  if (photos.length === 0) return null;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: t('dragInstructions') },
        announcements: {
          onDragStart: ({ active }) => t('dragStart', { name: nameOf(active.id) }),
          onDragOver: ({ active, over }) =>
            over
              ? t('dragOver', { name: nameOf(active.id), n: photos.findIndex((p) => p.hash === over.id) + 1 })
              : undefined,
          onDragEnd: ({ active, over }) =>
            over
              ? t('dragEnd', { name: nameOf(active.id), n: photos.findIndex((p) => p.hash === over.id) + 1 })
              : t('dragCancel'),
          onDragCancel: () => t('dragCancel'),
        },
      }}
    >
      <SortableContext items={photos.map((p) => p.hash)} strategy={horizontalListSortingStrategy}>
        <ul className="photo-strip" aria-label={label}>
          {photos.map((photo, i) => (
            <SortableItem
              key={photo.hash}
              photo={photo}
              position={i + 1}
              onRemove={() => onChange(removeByHash(photos, photo.hash))}
            />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

function SortableItem({ photo, position, onRemove }: { photo: StripPhoto; position: number; onRemove: () => void }) {
  const t = useTranslations('Form');
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: photo.hash });
  const src = useImageSrc(photo.src);
  return (
    <li
      ref={setNodeRef}
      className="photo-strip__item"
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <button
        type="button"
        className="photo-strip__handle"
        aria-label={t('photoHandle', { n: position, name: photo.name })}
        {...attributes}
        {...listeners}
      >
        {/* eslint-disable-next-line @next/next/no-img-element -- local previews (blob: URLs) are not for next/image */}
        <img src={src} alt="" draggable={false} />
        {photo.progress !== undefined && (
          <span className="photo-strip__progress" aria-hidden="true">
            {Math.round(photo.progress * 100)}%
          </span>
        )}
      </button>
      <button
        type="button"
        className="photo-strip__remove"
        aria-label={t('removePhoto', { n: position, name: photo.name })}
        onClick={onRemove}
      >
        <CloseIcon width={14} height={14} />
      </button>
    </li>
  );
}

/** A URL for an image: the string itself, or an object URL for a Blob, released when it goes. */
function useImageSrc(src: string | Blob): string {
  const url = useMemo(() => (typeof src === 'string' ? src : URL.createObjectURL(src)), [src]);
  useEffect(() => () => (typeof src === 'string' ? undefined : URL.revokeObjectURL(url)), [src, url]);
  return url;
}
