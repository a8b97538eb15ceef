import { getTranslations } from 'next-intl/server';
import { AppLink } from '@/components/ui/app-link';
import type { CurvePoint, RecoveryCurves } from '@/contracts/recovery';
import { RECOVERY_METRICS, type RecoveryMetric } from '@/contracts/trust';
import { getRecoveryCurves } from '@/lib/api/public';

// Recovery curves (docs/trust.md#recovery) as SVG drawn on the server: no client JavaScript, no chart library.
// One small chart per metric: x = check-in days (evenly spaced), y = 0–10; the median line over the IQR band,
// broken where a day is below the threshold (those days show only their n). Screen readers get the figure's
// aria-label and a visually hidden table.

const W = 160;
const H = 112;
const LEFT = 18;
const RIGHT = 148;
const TOP = 8;
const BOTTOM = 74;

const xOf = (i: number, count: number) => LEFT + ((RIGHT - LEFT) * i) / Math.max(1, count - 1);
const yOf = (v: number) => BOTTOM - ((BOTTOM - TOP) * v) / 10;
const fmt = (v: number) => (Math.round(v * 10) / 10).toString();

/** Runs of consecutive published points (a hidden day breaks the line and the band). */
function runs(points: readonly CurvePoint[]): { i: number; p: CurvePoint }[][] {
  const out: { i: number; p: CurvePoint }[][] = [];
  let cur: { i: number; p: CurvePoint }[] = [];
  points.forEach((p, i) => {
    if (p.median === null) {
      if (cur.length) out.push(cur);
      cur = [];
    } else cur.push({ i, p });
  });
  if (cur.length) out.push(cur);
  return out;
}

function Chart({
  points,
  title,
  aria,
  axisLabel,
}: {
  points: readonly CurvePoint[];
  title: string;
  aria: string;
  axisLabel: (day: number) => string;
}) {
  const count = points.length;
  return (
    <svg className="recovery__svg" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={aria}>
      <title>{title}</title>
      {[0, 5, 10].map((v) => (
        <g key={v}>
          <line className="recovery__grid" x1={LEFT} x2={RIGHT} y1={yOf(v)} y2={yOf(v)} />
          <text className="recovery__tick" x={LEFT - 4} y={yOf(v) + 3} textAnchor="end">
            {v}
          </text>
        </g>
      ))}
      {runs(points).map((run) => {
        const key = run[0].i;
        if (run.length === 1) {
          const { i, p } = run[0];
          return (
            <g key={key}>
              <line
                className="recovery__whisker"
                x1={xOf(i, count)}
                x2={xOf(i, count)}
                y1={yOf(p.p25 ?? p.median!)}
                y2={yOf(p.p75 ?? p.median!)}
              />
              <circle className="recovery__dot" cx={xOf(i, count)} cy={yOf(p.median!)} r={2.5} />
            </g>
          );
        }
        const upper = run.map(({ i, p }) => `${xOf(i, count)},${yOf(p.p75 ?? p.median!)}`);
        const lower = [...run].reverse().map(({ i, p }) => `${xOf(i, count)},${yOf(p.p25 ?? p.median!)}`);
        const line = run.map(({ i, p }) => `${xOf(i, count)},${yOf(p.median!)}`).join(' ');
        return (
          <g key={key}>
            <polygon className="recovery__band" points={[...upper, ...lower].join(' ')} />
            <polyline className="recovery__line" points={line} />
            {run.map(({ i, p }) => (
              <circle key={i} className="recovery__dot" cx={xOf(i, count)} cy={yOf(p.median!)} r={2.5} />
            ))}
          </g>
        );
      })}
      {points.map((p, i) => (
        <g key={p.day}>
          <text className="recovery__day" x={xOf(i, count)} y={BOTTOM + 13} textAnchor="middle">
            {axisLabel(p.day)}
          </text>
          <text
            className={p.median === null ? 'recovery__n recovery__n--hidden' : 'recovery__n'}
            x={xOf(i, count)}
            y={BOTTOM + 26}
            textAnchor="middle"
          >
            n={p.n}
          </text>
        </g>
      ))}
    </svg>
  );
}

/** The four metrics' curves of a treatment or an event; nothing at all while no day has a check-in. */
export async function RecoveryCurve({
  kind,
  id,
  metrics = RECOVERY_METRICS,
}: {
  kind: 'treatment' | 'event';
  id: number;
  metrics?: readonly RecoveryMetric[];
}) {
  const curves = await getRecoveryCurves(kind, id);
  if (!curves) return null;
  return <RecoveryCurveView curves={curves} metrics={metrics} />;
}

export async function RecoveryCurveView({
  curves,
  metrics = RECOVERY_METRICS,
}: {
  curves: RecoveryCurves;
  metrics?: readonly RecoveryMetric[];
}) {
  const total = Math.max(0, ...curves.metrics.swelling.map((p) => p.n));
  if (total === 0) return null;
  const t = await getTranslations('Recovery');
  const dayLabel = (day: number) => t('day', { day });
  const published = curves.metrics.swelling.some((p) => p.median !== null);
  return (
    <section className="recovery trust__figure" aria-labelledby="recovery-title" data-figure="recovery">
      <h2 id="recovery-title" className="trust__title">
        {t('title')}
      </h2>
      <p className="trust__sub">{published ? t('lead') : t('pending', { threshold: curves.threshold })}</p>
      <div className="recovery__grid-charts">
        {metrics.map((m) => {
          const points = curves.metrics[m];
          const name = t(`metric.${m}`);
          const aria = t('aria', {
            metric: name,
            points: points
              .map((p) =>
                p.median === null
                  ? t('ariaHidden', { day: p.day, n: p.n })
                  : t('ariaPoint', { day: p.day, n: p.n, median: fmt(p.median), p25: fmt(p.p25!), p75: fmt(p.p75!) }),
              )
              .join(', '),
          });
          return (
            <figure key={m} className="recovery__chart" data-metric={m}>
              <figcaption className="recovery__caption">
                <strong>{name}</strong> <span>{t(`scale.${m}`)}</span>
              </figcaption>
              <Chart points={points} title={name} aria={aria} axisLabel={(day) => t('dayAxis', { day })} />
              {/* A table ignores the 1px box of .visually-hidden (it sizes to its cells and made the page scroll
                  sideways): the wrapper is what is hidden. */}
              <div className="visually-hidden">
                <table>
                  <caption>{name}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('tableDay')}</th>
                      <th scope="col">{t('tableN')}</th>
                      <th scope="col">{t('tableMedian')}</th>
                      <th scope="col">{t('tableRange')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {points.map((p) => (
                      <tr key={p.day}>
                        <th scope="row">{dayLabel(p.day)}</th>
                        <td>{p.n}</td>
                        <td>{p.median === null ? t('tableHidden') : fmt(p.median)}</td>
                        <td>{p.median === null ? '—' : `${fmt(p.p25!)}–${fmt(p.p75!)}`}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </figure>
          );
        })}
      </div>
      <p className="trust__sub">{t('legend', { threshold: curves.threshold })}</p>
      <AppLink className="trust__how" href="/trust/recovery">
        {t('howComputed')}
      </AppLink>
    </section>
  );
}
