'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { AppLink } from '@/components/ui/app-link';
import { formatReviewDateTime } from '@/lib/format';
import type { StaffMe } from '@/contracts/staff';
import { staffApi, staffCall } from '@/lib/client/staff-api';
import { STAFF_SESSION_KEY } from '@/lib/swr/use-staff';
import { useSaveFailure } from './form-kit';

/**
 * Above every console page while wrong passwords have been tried for the account: how many, when the last was,
 * and what to do if it was not the staff member. It stays until they confirm it (or change the password).
 */
export function SignInWarning({ failed }: { failed: NonNullable<StaffMe['failedSignIns']> }) {
  const t = useTranslations('Console.signInWarning');
  const { mutate } = useSWRConfig();
  const saveFailed = useSaveFailure();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await staffCall(staffApi.staff.me['failed-sign-ins'].$delete({ query: { through: failed.lastAt } }));
      await mutate(STAFF_SESSION_KEY);
    } catch (err) {
      saveFailed(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="pc-warning" role="alert" aria-labelledby="pc-sign-in-warning">
      <h2 id="pc-sign-in-warning">{t('title')}</h2>
      <p>{t('text', { count: failed.count, last: formatReviewDateTime(failed.lastAt) })}</p>
      <p>{t('advice')}</p>
      <div className="pc-row pc-row--end">
        <AppLink className="button button--outline button--small" href="/partner/reset-password">
          {t('changePassword')}
        </AppLink>
        <button type="button" className="button button--small" disabled={busy} onClick={() => void confirm()}>
          {t('confirm')}
        </button>
      </div>
    </section>
  );
}
