'use client';

import { useTranslations } from 'next-intl';
import { AppLink } from '@/components/ui/app-link';
import { Modal } from '@/components/ui/modal';

const PROVIDERS = [
  { id: 'line', className: 'login-button--line' },
  { id: 'google', className: 'login-button--google' },
  { id: 'kakao', className: 'login-button--kakao' },
] as const;

/**
 * Spec §2 login modal titled 'a login-required service' with LINE, Google and Kakao buttons.
 * Until the member issue wires the OAuth popup, each button goes to /login.
 */
export function LoginModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations('Login');
  return (
    <Modal open={open} onClose={onClose} title={t('title')} closeLabel={t('close')} variant="sheet">
      <div className="login-modal">
        <p className="login-modal__text">{t('description')}</p>
        {PROVIDERS.map((p) => (
          <AppLink key={p.id} href="/login" className={`login-button ${p.className}`} onClick={onClose}>
            {t(`with.${p.id}`)}
          </AppLink>
        ))}
      </div>
    </Modal>
  );
}
