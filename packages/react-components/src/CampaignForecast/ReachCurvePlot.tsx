import type { Schema } from '@earshot/sdk-core';
import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import { AreaClosed, LinePath } from '@visx/shape';
import * as styles from './ReachCurve.css.ts';

/** A point of the reach curve: what a budget would buy. */
type CurvePoint = Schema<'ReachCurvePoint'>;

/** Props of {@link ReachCurvePlot}. */
export interface ReachCurvePlotProps {
  /** The curve, budget ascending, at least one point. */
  points: readonly CurvePoint[];
  /** The point of the plan's budget, marked. */
  current: CurvePoint;
  /** What the drawing shows, its accessible name. */
  label: string;
}

// The drawing's own coordinates; the SVG stretches to its box.
const WIDTH = 600;
const HEIGHT = 160;

/** The drawing of the reach curve: an area under a line from no budget to the last point, the plan's budget marked. */
export function ReachCurvePlot({ points, current, label }: ReachCurvePlotProps) {
  const last = points[points.length - 1] ?? current;
  const x = scaleLinear({ domain: [0, last.budget || 1], range: [0, WIDTH] });
  const y = scaleLinear({ domain: [0, (last.reach || 1) * 1.1], range: [HEIGHT, 0] });
  const drawn = [{ budget: 0, impressions: 0, reach: 0 }, ...points];
  const markerX = x(current.budget);
  return (
    <div className={styles.plot}>
      <svg
        className={styles.svg}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={label}
      >
        <Group>
          {[1 / 3, 2 / 3, 1].map((share) => (
            <line
              key={share}
              className={styles.grid}
              x1={0}
              x2={WIDTH}
              y1={HEIGHT * (1 - share)}
              y2={HEIGHT * (1 - share)}
            />
          ))}
          <AreaClosed
            className={styles.area}
            data={drawn}
            x={(point) => x(point.budget)}
            y={(point) => y(point.reach)}
            yScale={y}
          />
          <LinePath
            className={styles.line}
            data={drawn}
            x={(point) => x(point.budget)}
            y={(point) => y(point.reach)}
          />
          <line className={styles.markerLine} x1={markerX} x2={markerX} y1={0} y2={HEIGHT} />
          <line className={styles.baseline} x1={0} x2={WIDTH} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} />
        </Group>
      </svg>
      <span
        className={styles.dot}
        data-budget={current.budget}
        aria-hidden="true"
        style={{
          insetInlineStart: `${(markerX / WIDTH) * 100}%`,
          insetBlockStart: `${(y(current.reach) / HEIGHT) * 100}%`,
        }}
      />
    </div>
  );
}
