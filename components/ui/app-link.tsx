import Link from 'next/link';
import { useLocale } from 'next-intl';
import type { ComponentProps } from 'react';
import type { Locale } from '@/lib/i18n/config';
import { withLang } from '@/lib/i18n/with-lang';

type Props = Omit<ComponentProps<typeof Link>, 'href'> & { href: string };

/** next/link that keeps the current `lang` on internal links. */
export function AppLink({ href, ...rest }: Props) {
  const locale = useLocale() as Locale;
  return <Link href={withLang(href, locale)} {...rest} />;
}
