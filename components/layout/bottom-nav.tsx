'use client';

import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { AppLink } from '@/components/ui/app-link';
import { ChatIcon } from '@/components/ui/icons/chat';
import { CompassIcon } from '@/components/ui/icons/compass';
import { HeartIcon } from '@/components/ui/icons/heart';
import { HomeIcon } from '@/components/ui/icons/home';
import { UserIcon } from '@/components/ui/icons/user';

const ENTRIES = [
  { href: '/home', key: 'home', Icon: HomeIcon },
  { href: '/contents', key: 'explore', Icon: CompassIcon },
  { href: '/bookmark', key: 'bookmark', Icon: HeartIcon },
  { href: '/counsel', key: 'counsel', Icon: ChatIcon },
  { href: '/my-page', key: 'myPage', Icon: UserIcon },
] as const;

/** Five entries, each highlighted while the path starts with its target. */
export const isActive = (pathname: string, href: string) => pathname === href || pathname.startsWith(`${href}/`);

/**
 * The partner console (/partner…) is the clinics' side and the operator console (/admin…) the platform's: each has
 * its own menu, not the members' one.
 */
export const isStaffConsole = (pathname: string) => /^\/(partner|admin)(\/|$)/.test(pathname);

export function BottomNav() {
  const pathname = usePathname();
  const t = useTranslations('Nav');
  if (isStaffConsole(pathname)) return null;
  return (
    <nav className="bottom-nav" aria-label={t('label')}>
      <ul>
        {ENTRIES.map(({ href, key, Icon }) => {
          const active = isActive(pathname, href);
          return (
            <li key={href}>
              <AppLink href={href} aria-current={active ? 'page' : undefined}>
                <Icon strokeWidth={active ? 2.2 : 1.8} />
                <span>{t(key)}</span>
              </AppLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
