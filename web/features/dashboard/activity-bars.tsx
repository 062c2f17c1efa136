// One viewBox unit per day, stretched to the box; palette classes, so the dark theme applies.

export type ActivityTone = "sky" | "emerald";

const TONES: Record<ActivityTone, { bar: string; active: string }> = {
  sky: { bar: "fill-sky-600", active: "fill-sky-800" },
  emerald: { bar: "fill-emerald-600", active: "fill-emerald-800" },
};

const UNIT = 10;
const HEIGHT = 100;

type Props = {
  counts: readonly number[];
  peak: number;
  active: number | null;
  tone: ActivityTone;
  rtl: boolean;
};

export function ActivityBars({ counts, peak, active, tone, rtl }: Props) {
  const width = counts.length * UNIT;
  const x = (index: number) => (rtl ? counts.length - 1 - index : index) * UNIT;
  return (
    <svg
      aria-hidden="true"
      viewBox={`0 0 ${width} ${HEIGHT}`}
      preserveAspectRatio="none"
      className="block h-32 w-full overflow-visible"
    >
      {active !== null && (
        <rect x={x(active)} y={0} width={UNIT} height={HEIGHT} className="fill-zinc-100" />
      )}
      <line
        x1={0}
        x2={width}
        y1={0}
        y2={0}
        className="stroke-zinc-200"
        strokeDasharray="4 4"
        vectorEffect="non-scaling-stroke"
      />
      {counts.map((count, index) => {
        // A day with one sign-up among hundreds still shows as a sliver, not as nothing.
        const height = count === 0 ? 0 : Math.max(2, (count / peak) * HEIGHT);
        return (
          <rect
            // The days are fixed positions: the index is their identity.
            key={index}
            x={x(index) + UNIT * 0.15}
            y={HEIGHT - height}
            width={UNIT * 0.7}
            height={height}
            className={index === active ? TONES[tone].active : TONES[tone].bar}
          />
        );
      })}
      <line
        x1={0}
        x2={width}
        y1={HEIGHT}
        y2={HEIGHT}
        className="stroke-zinc-400"
        vectorEffect="non-scaling-stroke"
      />
    </svg>
  );
}
