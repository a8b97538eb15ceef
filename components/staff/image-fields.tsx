'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { SortablePhotoStrip } from '@/components/ui/sortable-photo-strip';
import { cdnUrl } from '@/lib/cdn';
import { IMAGES_MAX } from '@/contracts/fields';
import { fileProblem, MAX_UPLOAD_MB, sniffImageType } from '@/contracts/photo-entry';
import { uploadClinicImage, type FormImage } from '@/lib/uploads/clinic-image';
import { StaffCallError } from '@/lib/swr/staff-fetch';
import { logFailure } from '@/lib/client-log';

type Upload = (file: File, onProgress: (share: number) => void) => Promise<FormImage | null>;

/** Checks a chosen file (images only, at most 100 MB, by its bytes too), uploads it, and says what went wrong. */
function useImageUpload(): { upload: Upload; progress: number | null } {
  const t = useTranslations('Console.images');
  const [progress, setProgress] = useState<number | null>(null);
  const upload: Upload = async (file, onProgress) => {
    const problem =
      fileProblem(file) ?? (sniffImageType(new Uint8Array(await file.slice(0, 16).arrayBuffer())) ? null : 'notImage');
    if (problem) {
      toast.error(problem === 'notImage' ? t('notImage') : t('tooLarge', { mb: MAX_UPLOAD_MB }));
      return null;
    }
    try {
      setProgress(0);
      return await uploadClinicImage(file, (share) => {
        setProgress(share);
        onProgress(share);
      });
    } catch (err) {
      if (err instanceof StaffCallError && err.status === 400) toast.error(t('rejected'));
      else {
        logFailure('image upload failed', err);
        toast.error(t('failed'));
      }
      return null;
    } finally {
      setProgress(null);
    }
  };
  return { upload, progress };
}

/** One image (a profile, a banner): shown, replaced by choosing a file, or removed. */
export function SingleImageField({
  label,
  image,
  onChange,
  wide = false,
}: {
  label: string;
  image: FormImage | null;
  onChange: (image: FormImage | null) => void;
  wide?: boolean;
}) {
  const t = useTranslations('Console.images');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const { upload, progress } = useImageUpload();
  const choose = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const uploaded = await upload(file, () => {});
    if (uploaded) onChange(uploaded);
  };
  const src = cdnUrl(image?.url);
  return (
    <div className="form__field pc-image" role="group" aria-labelledby={`${id}-label`}>
      <span className="form__label" id={`${id}-label`}>
        {label}
      </span>
      <div className={`pc-image__frame${wide ? ' pc-image__frame--wide' : ''}`}>
        {src ? (
          // eslint-disable-next-line @next/next/no-img-element -- a just-uploaded copy, shown as it is stored
          <img src={src} alt={label} />
        ) : (
          <span className="pc-image__empty">{t('empty')}</span>
        )}
      </div>
      <div className="pc-row">
        <input
          ref={input}
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="visually-hidden"
          onChange={(e) => void choose(e.target.files?.[0])}
        />
        <label
          htmlFor={id}
          className="button button--outline button--small"
          aria-label={`${label}: ${image ? t('change') : t('choose')}`}
        >
          {progress !== null
            ? t('uploading', { percent: Math.round(progress * 100) })
            : image
              ? t('change')
              : t('choose')}
        </label>
        {image && (
          <button
            type="button"
            className="button button--danger button--small"
            onClick={() => onChange(null)}
            aria-label={`${label}: ${t('remove')}`}
          >
            {t('remove')}
          </button>
        )}
      </div>
    </div>
  );
}

/** Several images in order (introduction, event details): drag to reorder, remove one, add more. */
export function ImageListField({
  label,
  images,
  onChange,
}: {
  label: string;
  images: FormImage[];
  onChange: (images: FormImage[]) => void;
}) {
  const t = useTranslations('Console.images');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const { upload, progress } = useImageUpload();
  // Uploads finish one after another: each adds to the list as it is by then.
  const latest = useRef(images);
  useEffect(() => {
    latest.current = images;
  });

  const choose = async (files: FileList | null) => {
    const chosen = Array.from(files ?? []);
    if (input.current) input.current.value = '';
    for (const file of chosen) {
      if (latest.current.length >= IMAGES_MAX) {
        toast.error(t('max', { max: IMAGES_MAX }));
        break;
      }
      const uploaded = await upload(file, () => {});
      if (uploaded) onChange([...latest.current, uploaded]);
    }
  };

  return (
    <div className="form__field pc-image" role="group" aria-labelledby={`${id}-label`}>
      <span className="form__label" id={`${id}-label`}>
        {label}
      </span>
      {images.length > 0 && <p className="form__hint">{t('stripHint')}</p>}
      <SortablePhotoStrip
        label={label}
        photos={images.map((image, i) => ({
          hash: image.path,
          name: `${label} ${i + 1}`,
          src: cdnUrl(image.url) ?? '',
        }))}
        onChange={(next) => onChange(next.map((p) => images.find((image) => image.path === p.hash)!).filter(Boolean))}
      />
      <div className="pc-row">
        <input
          ref={input}
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          multiple
          className="visually-hidden"
          onChange={(e) => void choose(e.target.files)}
        />
        <label htmlFor={id} className="button button--outline button--small" aria-label={`${label}: ${t('add')}`}>
          {progress !== null ? t('uploading', { percent: Math.round(progress * 100) }) : t('add')}
        </label>
      </div>
    </div>
  );
}
