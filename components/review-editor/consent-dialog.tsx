'use client';

import { useTranslations } from 'next-intl';
import { Modal } from '@/components/ui/modal';

/**
 * The separate consent to process sensitive health information (treatment details and before/after
 * photos) and show them publicly: purpose, items, retention and the right to refuse, before the first
 * review with photos. Refusing still allows a review without photos.
 */
export function ConsentDialog({
  open,
  busy,
  onAgree,
  onRefuse,
}: {
  open: boolean;
  busy: boolean;
  onAgree: () => void;
  onRefuse: () => void;
}) {
  const t = useTranslations('Editor');
  return (
    <Modal open={open} onClose={onRefuse} title={t('consentTitle')} variant="center">
      <div className="section consent">
        <p>{t('consentIntro')}</p>
        <ul>
          <li>{t('consentPurpose')}</li>
          <li>{t('consentItems')}</li>
          <li>{t('consentRetention')}</li>
          <li>{t('consentRefusal')}</li>
        </ul>
        <div className="consent__actions">
          <button type="button" className="button" onClick={onAgree} disabled={busy}>
            {t('consentAgree')}
          </button>
          <button type="button" className="button button--ghost" onClick={onRefuse} disabled={busy}>
            {t('consentRefuse')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
