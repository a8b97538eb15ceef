'use client';

import { useTranslations } from 'next-intl';
import { Modal } from '@/components/ui/modal';

export interface UploadRow {
  hash: string;
  name: string;
  /** 0–1. */
  progress: number;
}

/** 'Uploading files' while a review is saved: one progress bar per file; it cannot be closed by accident. */
export function UploadModal({ open, rows, saving }: { open: boolean; rows: UploadRow[]; saving: boolean }) {
  const t = useTranslations('Editor');
  return (
    <Modal open={open} onClose={() => {}} title={t('uploadingTitle')} variant="center">
      <div className="section upload-modal" aria-live="polite">
        <p className="form__hint">{t('uploadingHint')}</p>
        <ul className="upload-modal__rows">
          {rows.map((row) => (
            <li key={row.hash}>
              <span className="upload-modal__name">{t('uploadingFile', { name: row.name })}</span>
              <progress max={1} value={row.progress} aria-label={row.name}>
                {Math.round(row.progress * 100)}%
              </progress>
            </li>
          ))}
        </ul>
        {saving && (
          <p className="upload-modal__saving" role="status">
            {t('savingReview')}
          </p>
        )}
      </div>
    </Modal>
  );
}
