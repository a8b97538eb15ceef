'use client';

import { useLocale } from 'next-intl';
import { useState, type ReactNode } from 'react';
import type { BffClient } from '@/lib/client/bff-client';
import { clientOnly } from '@/components/ui/client-only';
import type { Locale } from '@/lib/i18n/config';
import { listPagesKey } from '@/lib/list-key';
import { hashOf, peek } from '@/lib/swr/store';
import { useScrollThreshold } from '@/lib/use-scroll-threshold';
import type { EntityOf, Kind } from './entity-card';

// The paging (its cache, the later cards, the skeleton) comes when the page is first scrolled far enough.
const LaterPages = clientOnly(() => import('./later-pages').then((m) => m.LaterPages));

/** What a list's route takes besides paging and language (its filters and sort), as query text. */
export type ListQuery<K extends Kind> = Omit<
  NonNullable<Parameters<BffClient['public'][K]['$get']>[0]>['query'],
  'offset' | 'limit' | 'lang'
>;

/** The list shown: its kind, its server-rendered first page, and the query its later pages are asked with. */
export type ListOf = { [K in Kind]: { kind: K; initial: EntityOf[K][]; query: ListQuery<K> } }[Kind];

/** What the pager gets of a list: its kind and query, its size, and the ids of its server-rendered first page. */
export type ListPagesProps = Omit<ListOf, 'initial'> & { firstIds: number[]; total: number; pageSize: number };

/**
 * A list's cards: the server-rendered first page (`children`), then more pages appended while scrolling (80%,
 * 150 ms throttle) until a page comes back empty (LaterPages, fetched on the first such scroll, or at once when
 * this list's later pages are cached: Back to it shows them). EntityList keys it by what it shows.
 *
 * Of the first page it gets only the ids (`firstIds`): its cards are already rendered, and the items themselves
 * (a clinic with its doctors, events, hours and figures) would be serialised into the page's RSC payload and HTML
 * once more for nothing — 30 KB on the clinics tab.
 */
export function ListPages(props: ListPagesProps & { children: ReactNode }) {
  const { kind, query, total, pageSize, children } = props;
  const lang = useLocale() as Locale;
  const [tail, setTail] = useState<HTMLElement | null>(null);
  const [started, setStarted] = useState(() => {
    const pages = peek(hashOf(listPagesKey([kind, lang, query], pageSize)))?.state.data as unknown[] | undefined;
    return (pages?.length ?? 0) > 1;
  });
  useScrollThreshold(() => setStarted(true), { enabled: !started && total > props.firstIds.length });

  return (
    <>
      <ul className="card-list" data-testid={`${kind}-list`}>
        {children}
        {started && tail && (
          <LaterPages
            kind={kind}
            query={query}
            total={total}
            pageSize={pageSize}
            firstIds={props.firstIds}
            lang={lang}
            tail={tail}
          />
        )}
      </ul>
      {/* Where LaterPages shows its skeleton; no box of its own. */}
      <div ref={setTail} style={{ display: 'contents' }} />
    </>
  );
}
