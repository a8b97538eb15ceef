import type { ReactNode } from 'react';

/** A titled block of a detail page; shows `empty` instead of children when there is nothing to show. */
export function DetailSection({
  title,
  empty,
  children,
  id,
}: {
  title: string;
  empty?: string | false;
  children?: ReactNode;
  id?: string;
}) {
  const headingId = id ?? `section-${title}`;
  return (
    <section className="detail-section" aria-labelledby={headingId}>
      <h2 className="detail-section__title" id={headingId}>
        {title}
      </h2>
      {empty ? <p className="detail-section__empty">{empty}</p> : children}
    </section>
  );
}

export function Paragraphs({ text }: { text: string }) {
  return (
    <div className="detail-text">
      {text.split(/\n{2,}|\n/).map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </div>
  );
}
