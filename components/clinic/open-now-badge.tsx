'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { isOpenAt, type OpeningHours } from '@/contracts/opening-hours';

/**
 * '진료 중' / '진료 종료' at this moment, in Korean time. Worked out in the browser after the page shows
 * (the page itself is cached for everyone), and again every minute while it stays open.
 */
export function OpenNowBadge({ hours }: { hours: OpeningHours }) {
  const t = useTranslations('ClinicFacts');
  const [open, setOpen] = useState<boolean | null>(null);
  useEffect(() => {
    const check = () => setOpen(isOpenAt(hours, new Date()));
    check();
    const timer = setInterval(check, 60_000);
    return () => clearInterval(timer);
  }, [hours]);
  if (open === null) return null;
  return <span className={`open-now${open ? ' open-now--open' : ''}`}>{open ? t('openNow') : t('closedNow')}</span>;
}
