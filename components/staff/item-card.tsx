import type { ReactNode } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { Thumb } from '@/components/ui/thumb';

interface ItemCardProps {
  /** The item's name: the title, the thumbnail's alt text and the start of each button's accessible name. */
  name: string;
  image: string | undefined;
  /** Shown before the name on the title row (a status badge). */
  badge?: ReactNode;
  meta: ReactNode;
  editHref: string;
  editLabel: string;
  pageHref: string;
  pageLabel: string;
  /** The danger button (remove, end), when the item has one. */
  danger?: { label: string; onClick: () => void };
}

/** One row of a console list (doctors, events): thumbnail, title, a meta line, edit / public page / danger buttons. */
export function ItemCard({
  name,
  image,
  badge,
  meta,
  editHref,
  editLabel,
  pageHref,
  pageLabel,
  danger,
}: ItemCardProps) {
  const title = <p className="pc-item__title">{name}</p>;
  return (
    <li className="pc-card pc-item">
      <div className="pc-item__media">
        <Thumb url={image} alt={name} sizes="64px" />
      </div>
      <div className="pc-item__body">
        {badge ? (
          <div className="pc-row">
            {badge}
            {title}
          </div>
        ) : (
          title
        )}
        <p className="pc-item__meta">{meta}</p>
        <div className="pc-row" style={{ marginTop: 8 }}>
          <AppLink className="button button--outline button--small" href={editHref} aria-label={`${name} ${editLabel}`}>
            {editLabel}
          </AppLink>
          <AppLink className="button button--ghost button--small" href={pageHref} aria-label={`${name} ${pageLabel}`}>
            {pageLabel}
          </AppLink>
          {danger && (
            <button
              type="button"
              className="button button--danger button--small"
              onClick={danger.onClick}
              aria-label={`${name} ${danger.label}`}
            >
              {danger.label}
            </button>
          )}
        </div>
      </div>
    </li>
  );
}
