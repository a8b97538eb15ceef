import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { EntityCard } from './entity-card';
import { ListPages, type ListOf } from './list-pages';

export type { ListOf } from './list-pages';

const TEXT = {
  clinics: { found: 'clinicsFound', empty: 'noClinics' },
  doctors: { found: 'doctorsFound', empty: 'noDoctors' },
  events: { found: 'eventsFound', empty: 'noEvents' },
  reviews: { found: 'reviewsFound', empty: 'noReviews' },
} as const;

type Props = ListOf & {
  total: number;
  pageSize: number;
  showCount?: boolean;
  /** Shown beside the count (the explore hub's sort links); `query` must carry the same sort. */
  headerAction?: ReactNode;
  /** Replaces the explore empty text (detail tabs have their own, docs/product.md#screens). */
  emptyText?: string;
};

/**
 * A list with its count header ('N … found') or empty text, its first page rendered here on the server, and
 * more pages appended while scrolling (ListPages).
 *
 * Tab containers render their list at the same place in the tree whatever the tab, so React would keep
 * the first tab's pages in state when the tab (or filter, or language) changes. The pages are keyed by
 * what they show: another kind or query is another list, mounted fresh from its own first page.
 */
export function EntityList({ showCount = true, headerAction, emptyText, ...list }: Props) {
  const t = useTranslations('Contents');
  const locale = useLocale();
  const { kind, initial, total } = list;
  if (total === 0 || initial.length === 0) return <p className="empty">{emptyText ?? t(TEXT[kind].empty)}</p>;
  const count = showCount && <p className="count-header">{t(TEXT[kind].found, { count: total })}</p>;
  return (
    <>
      {count && headerAction ? (
        <div className="list-header">
          {count}
          {headerAction}
        </div>
      ) : (
        count
      )}
      <ListPages
        key={`${kind}|${locale}|${JSON.stringify(list.query)}`}
        kind={kind}
        query={list.query}
        total={total}
        pageSize={list.pageSize}
        firstIds={initial.map((item) => item.id)}
      >
        {initial.map((item) => (
          <li key={item.id}>
            <EntityCard kind={kind} item={item} />
          </li>
        ))}
      </ListPages>
    </>
  );
}
