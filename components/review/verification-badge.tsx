'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import type { Verification } from '@/contracts/reviews';

/**
 * How a review was verified, from its counsel: a badge that explains itself in one line when tapped
 * (booked here, consultation done, treatment done).
 */
export function VerificationBadge({ level }: { level: Verification }) {
  const t = useTranslations('Verification');
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <span className="verification">
      <button
        type="button"
        className="verification__badge"
        data-level={level}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        {t(`badge.${level}`)}
      </button>
      <span id={id} className="verification__why" hidden={!open}>
        {t(`why.${level}`)}
      </span>
    </span>
  );
}
