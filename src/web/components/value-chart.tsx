import { useId } from 'react';

/** A value range from a day on, until the next one (an estimate, or the collection's total then). */
export interface ValueStep {
  /** YYYY-MM-DD */
  date: string;
  low: number;
  high: number;
}

/** One real figure on a day: a sale or an expert's valuation. */
export interface ValueMark {
  date: string;
  value: number;
  kind: 'sale' | 'expert';
  /** Read by screen readers and shown on hover. */
  label: string;
}

interface ValueChartProps {
  steps: ValueStep[];
  marks?: ValueMark[];
  /** The last step holds until this day (today): a value is true until another replaces it. */
  until: string;
  title: string;
  /** What the chart shows, in words, for those who cannot see it. */
  description: string;
  formatAmount: (amount: number) => string;
  formatDate: (date: string) => string;
}

const W = 340;
const H = 150;
const PAD = { left: 6, right: 6, top: 18, bottom: 22 };
const DAY_MS = 86_400_000;

const time = (date: string) => Date.parse(`${date}T00:00:00Z`);

/**
 * A small step chart in inline SVG (no chart library): the low–high band of each value until the next, and
 * real figures as points (sales round, expert valuations square). Amounts on the axis go through the
 * caller's money formatter, so the display currency applies.
 */
export function ValueChart({
  steps,
  marks = [],
  until,
  title,
  description,
  formatAmount,
  formatDate,
}: ValueChartProps) {
  const id = useId();
  const dates = [...steps.map((s) => time(s.date)), ...marks.map((m) => time(m.date)), time(until)];
  let [x0, x1] = [Math.min(...dates), Math.max(...dates)];
  // One day alone still needs a width to draw.
  if (x1 - x0 < DAY_MS) [x0, x1] = [x0 - DAY_MS, x1 + DAY_MS];
  // A little room past the last day, so today's value shows as a step and not as a hairline at the edge.
  const edge = x1 + (x1 - x0) * 0.05;
  const top = Math.max(1, ...steps.map((s) => s.high), ...marks.map((m) => m.value)) * 1.1;
  const x = (ms: number) => PAD.left + ((ms - x0) / (edge - x0)) * (W - PAD.left - PAD.right);
  const y = (value: number) => H - PAD.bottom - (value / top) * (H - PAD.top - PAD.bottom);

  const starts = steps.map((s) => x(time(s.date)));
  const ends = steps.map((_, i) => (i + 1 < steps.length ? starts[i + 1] : x(edge)));
  const line = (level: (s: ValueStep) => number) =>
    steps.map((s, i) => `${i ? 'L' : 'M'}${starts[i]},${y(level(s))} H${ends[i]}`).join(' ');
  const upper = line((s) => s.high);
  const lower = steps
    .map((s, i) => `L${ends[i]},${y(s.low)} H${starts[i]}`)
    .reverse()
    .join(' ');
  const first = formatDate(new Date(x0).toISOString().slice(0, 10));
  const last = formatDate(new Date(x1).toISOString().slice(0, 10));

  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      className="h-auto w-full"
      data-testid="value-chart"
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      <line x1={PAD.left} x2={W - PAD.right} y1={y(0)} y2={y(0)} className="stroke-border" strokeWidth={1} />
      <line
        x1={PAD.left}
        x2={W - PAD.right}
        y1={y(top / 1.1)}
        y2={y(top / 1.1)}
        className="stroke-border"
        strokeWidth={1}
        strokeDasharray="3 4"
      />
      <text x={PAD.left} y={y(top / 1.1) - 5} className="fill-muted text-[11px]">
        {formatAmount(top / 1.1)}
      </text>
      {steps.length > 0 && (
        <>
          <path d={`${upper} ${lower} Z`} className="fill-accent/20" />
          <path d={upper} className="fill-none stroke-accent" strokeWidth={2} strokeLinejoin="round" />
          <path
            d={line((s) => s.low)}
            className="fill-none stroke-accent/70"
            strokeWidth={1.5}
            strokeLinejoin="round"
          />
        </>
      )}
      {marks.map((m, i) =>
        m.kind === 'sale' ? (
          <circle
            key={i}
            cx={x(time(m.date))}
            cy={y(m.value)}
            r={5}
            className="fill-success stroke-bg"
            strokeWidth={1.5}
          >
            <title>{m.label}</title>
          </circle>
        ) : (
          <rect
            key={i}
            x={x(time(m.date)) - 4.5}
            y={y(m.value) - 4.5}
            width={9}
            height={9}
            className="fill-text stroke-bg"
            strokeWidth={1.5}
          >
            <title>{m.label}</title>
          </rect>
        ),
      )}
      <text x={PAD.left} y={H - 6} className="fill-muted text-[11px]">
        {first}
      </text>
      <text x={x(x1)} y={H - 6} textAnchor="end" className="fill-muted text-[11px]">
        {last}
      </text>
    </svg>
  );
}
