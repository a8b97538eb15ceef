'use client';

import { useTranslations } from 'next-intl';
import { toast } from '@/lib/toast';
import { logFailure } from '@/lib/client-log';

/** The address with a copy action; success shows the spec's 'address copied' toast. */
export function CopyAddress({ address }: { address: string }) {
  const t = useTranslations('Detail');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      toast.success(t('addressCopied'));
    } catch (err) {
      logFailure('clipboard write failed', err);
    }
  };
  return (
    <div className="copy-address">
      <span>{address}</span>
      <button
        type="button"
        className="copy-address__button"
        onClick={copy}
        aria-label={t('copyAddressLabel', { address })}
      >
        {t('copyAddress')}
      </button>
    </div>
  );
}
