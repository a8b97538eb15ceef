import { useTranslations } from 'next-intl';
import { AppLink } from './app-link';

export interface Crumb {
  label: string;
  href?: string;
}

export function Breadcrumb({ items }: { items: Crumb[] }) {
  const t = useTranslations('TopBar');
  return (
    <nav className="breadcrumb" aria-label={t('breadcrumb')}>
      <ol>
        {items.map((item, i) => {
          const last = i === items.length - 1;
          return (
            <li key={`${i}-${item.label}`}>
              {item.href && !last ? (
                <AppLink href={item.href}>{item.label}</AppLink>
              ) : (
                // The last crumb (a page title) may be cut with an ellipsis: its title attribute keeps it whole.
                <span aria-current={last ? 'page' : undefined} title={last ? item.label : undefined}>
                  {item.label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
