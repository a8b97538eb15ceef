'use client';

import { useTranslations } from 'next-intl';
import { AppLink } from '@/components/ui/app-link';
import { BellIcon } from '@/components/ui/icons/bell';

/** The bell: a link to the inbox, with the unread count on it when there is any (99+ beyond). */
export function BellLink({ href, unread }: { href: string; unread: number | undefined }) {
  const t = useTranslations('TopBar');
  const n = unread ?? 0;
  return (
    <AppLink
      href={href}
      className="icon-button bell"
      aria-label={n ? t('bellUnread', { n }) : t('bell')}
      data-testid="notification-bell"
    >
      <BellIcon />
      {n > 0 && (
        <span className="bell__badge" aria-hidden="true" data-testid="notification-badge">
          {n > 99 ? '99+' : n}
        </span>
      )}
    </AppLink>
  );
}
