'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { Modal } from '@/components/ui/modal';
import { useMember } from '@/lib/swr/use-member';
import { LoginButtons } from './login-buttons';

/** The login modal's dialog, titled 'a login-required service'; closes by itself once the member is logged in. */
export function LoginSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations('Login');
  const { member } = useMember();
  useEffect(() => {
    if (open && member) onClose();
  }, [open, member, onClose]);
  return (
    <Modal open={open} onClose={onClose} title={t('title')} closeLabel={t('close')} variant="sheet">
      <div className="login-modal">
        <p className="login-modal__text">{t('description')}</p>
        <LoginButtons />
      </div>
    </Modal>
  );
}
