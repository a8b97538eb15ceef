'use client';

import { useTranslations } from 'next-intl';
import { useDeferredValue } from 'react';
import { checkAdWording } from '@/contracts/ad-wording';

/**
 * Under an event's title and description and the clinic's introduction: the wordings medical advertising law
 * restricts (contracts/ad-wording.ts), the words found and why, with the provision. It informs as staff type; it does
 * not stop a save.
 */
export function AdWordingNotice({ text, id }: { text: string | null | undefined; id: string }) {
  const t = useTranslations('Console.adWording');
  const findings = checkAdWording(useDeferredValue(text ?? ''));
  if (!findings.length) return null;
  return (
    <div className="ad-wording" role="status" id={id} data-testid="ad-wording">
      <p className="ad-wording__title">{t('title')}</p>
      <ul className="ad-wording__list">
        {findings.map((f) => (
          <li key={f.rule}>
            <strong>‘{f.words}’</strong> — {t(`rules.${f.rule}`)} <span className="ad-wording__law">({f.law})</span>
          </li>
        ))}
      </ul>
      <p className="ad-wording__lead">{t('lead')}</p>
    </div>
  );
}
