'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef } from 'react';
import { toast } from '@/lib/toast';
import { SortablePhotoStrip, type StripPhoto } from '@/components/ui/sortable-photo-strip';
import { cdnUrl } from '@/lib/cdn';
import { fileProblem, MAX_UPLOAD_MB, sniffImageType } from '@/contracts/photo-entry';
import { REVIEW_PHOTOS_MAX, type PhotoEntryInput } from '@/contracts/reviews';
import { sha256Hex } from '@/lib/uploads/upload';
import type { EditorFiles } from './editor-state';

/**
 * Before or after photos: a button to choose images (checked here: images only, at most 100 MB, each
 * hashed by Web Crypto), and the sortable strip. Files are sent only when the review is saved: until then a
 * chosen photo is an entry without a path, its file handed over with the list (`added`).
 */
export function PhotoField({
  label,
  photos,
  files,
  onChange,
  progress,
}: {
  label: string;
  photos: PhotoEntryInput[];
  files: EditorFiles;
  onChange: (photos: PhotoEntryInput[], added?: EditorFiles) => void;
  progress: Record<string, number>;
}) {
  const t = useTranslations('Editor');
  const input = useRef<HTMLInputElement>(null);
  const id = useId();

  const choose = async (chosen: FileList | null) => {
    const added: { photo: PhotoEntryInput; file: File }[] = [];
    for (const file of Array.from(chosen ?? [])) {
      // The name's type first (images, at most 100 MB), then the bytes: a text file named .jpg is not a photo.
      const problem =
        fileProblem(file) ??
        (sniffImageType(new Uint8Array(await file.slice(0, 16).arrayBuffer())) ? null : 'notImage');
      if (problem === 'notImage') toast.error(t('notImage'));
      else if (problem === 'tooLarge') toast.error(t('tooLarge', { mb: MAX_UPLOAD_MB }));
      else {
        const hash = await sha256Hex(file);
        added.push({ photo: { path: '', name: file.name, type: file.type, size: file.size, hash }, file });
      }
    }
    const known = new Set(photos.map((p) => p.hash));
    const fresh = added.filter(({ photo }) => !known.has(photo.hash) && known.add(photo.hash));
    const room = REVIEW_PHOTOS_MAX - photos.length;
    if (fresh.length > room) toast.error(t('tooManyPhotos', { max: REVIEW_PHOTOS_MAX }));
    if (fresh.length && room > 0) {
      const kept = fresh.slice(0, room);
      onChange([...photos, ...kept.map((a) => a.photo)], Object.fromEntries(kept.map((a) => [a.photo.hash, a.file])));
    }
    if (input.current) input.current.value = '';
  };

  // The chosen file is its own preview; a photo of a saved review shows its stored copy.
  const strip: StripPhoto[] = photos.map((p) => ({
    hash: p.hash,
    name: p.name,
    src: files[p.hash] ?? cdnUrl(p.url) ?? '',
    progress: progress[p.hash],
  }));
  return (
    <div className="form__field">
      <span className="form__label" id={`${id}-label`}>
        {label}
      </span>
      <SortablePhotoStrip
        label={label}
        photos={strip}
        onChange={(next) => onChange(next.map((s) => photos.find((p) => p.hash === s.hash)!).filter(Boolean))}
      />
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/*"
        multiple
        className="visually-hidden"
        aria-describedby={`${id}-label`}
        onChange={(e) => void choose(e.target.files)}
      />
      <label htmlFor={id} className="button button--ghost photo-field__add">
        {t('addPhotos', { label })}
      </label>
    </div>
  );
}
