'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import useSWR from 'swr';
import { AppLink } from '@/components/ui/app-link';
import { toast } from '@/lib/toast';
import { operatorApi, operatorCall } from '@/lib/client/operator-api';
import { useOperatorMe } from '@/lib/swr/use-operator';
import { logFailure } from '@/lib/client-log';
import { useSignedInOperator } from './operator-area';

/** The console's home: who is signed in, and the recovery codes (how many are left; new ones, shown once). */
export function OperatorHome() {
  const t = useTranslations('Operator.home');
  const me = useSignedInOperator();
  const { refresh } = useOperatorMe();
  const [codes, setCodes] = useState<string[] | null>(null);
  const { data: summary } = useSWR('operator/summary', () => operatorCall(operatorApi.operator.summary.$get()), {
    refreshInterval: 30_000,
  });
  const tiles = summary
    ? ([
        ['openCases', summary.data.openCases, '/admin/moderation'],
        ['objections', summary.data.objections, '/admin/moderation'],
        ['pendingApplications', summary.data.pendingApplications, '/admin/applications'],
        ['openAdWording', summary.data.openAdWording, '/admin/ad-wording'],
      ] as const)
    : [];
  const [busy, setBusy] = useState(false);

  const renew = async () => {
    if (busy || !window.confirm(t('newCodesConfirm'))) return;
    setBusy(true);
    try {
      const { data } = await operatorCall(operatorApi.operator.me['recovery-codes'].$post());
      setCodes(data.codes);
      await refresh();
    } catch (err) {
      logFailure('recovery codes failed', err);
      toast.error(t('failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section>
      <h1 className="pc-title">{t('title')}</h1>
      <p className="pc-lead">{t('signedInAs', { userId: me.user_id })}</p>
      {tiles.length > 0 && (
        <nav className="pc-stats" aria-label={t('waiting')}>
          {tiles.map(([key, n, href]) => (
            <AppLink key={key} href={href} className="pc-stat">
              <strong>{n}</strong>
              <span>{t(key)}</span>
            </AppLink>
          ))}
        </nav>
      )}
      <p className={me.recoveryCodesLeft < 3 ? 'pc-error' : undefined}>
        {me.recoveryCodesLeft < 3
          ? t('recoveryLow', { n: me.recoveryCodesLeft })
          : t('recoveryLeft', { n: me.recoveryCodesLeft })}
      </p>
      <button type="button" className="button button--ghost" disabled={busy} onClick={() => void renew()}>
        {t('newCodes')}
      </button>
      {codes && (
        <div className="pc-demo" role="status">
          <strong>{t('codesTitle')}</strong>
          <p>{t('codesHint')}</p>
          <ul className="op-codes">
            {codes.map((c) => (
              <li key={c}>
                <code>{c}</code>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
