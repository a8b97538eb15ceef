// Placeholders shaped like the content they stand in for (loading.tsx files), announced once as loading.

export function SkeletonBlock({
  width = '100%',
  height = 16,
  radius = 6,
}: {
  width?: number | string;
  height?: number | string;
  radius?: number | string;
}) {
  return <span className="skeleton" style={{ width, height, borderRadius: radius }} />;
}

export function CardListSkeleton({ rows = 6, round = false }: { rows?: number; round?: boolean }) {
  return (
    <ul className="card-list" aria-hidden="true">
      {Array.from({ length: rows }, (_, i) => (
        <li key={i} className="entity-card">
          <SkeletonBlock width={72} height={72} radius={round ? '50%' : 10} />
          <span className="entity-card__body" style={{ display: 'grid', gap: 8 }}>
            <SkeletonBlock width="70%" height={18} />
            <SkeletonBlock width="40%" height={14} />
            <SkeletonBlock width="85%" height={14} />
          </span>
        </li>
      ))}
    </ul>
  );
}

export function DetailSkeleton({ cover = true }: { cover?: boolean }) {
  return (
    <div aria-hidden="true">
      {cover && <SkeletonBlock height={220} radius={0} />}
      <div className="detail-head" style={{ display: 'grid', gap: 10 }}>
        <SkeletonBlock width="65%" height={26} />
        <SkeletonBlock width="35%" height={16} />
        <SkeletonBlock width="80%" height={16} />
      </div>
      <SkeletonBlock height={46} radius={0} />
      <div className="detail-section" style={{ display: 'grid', gap: 10 }}>
        <SkeletonBlock width="30%" height={20} />
        <SkeletonBlock height={14} />
        <SkeletonBlock height={14} />
        <SkeletonBlock width="60%" height={14} />
      </div>
    </div>
  );
}

export function LoadingStatus({ label }: { label: string }) {
  return (
    <p className="visually-hidden" role="status">
      {label}
    </p>
  );
}
