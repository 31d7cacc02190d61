/** A share of a whole as a percentage with one decimal ("33.3"); 0 when the whole is empty. */
export function percentOf(part: number, whole: number): number {
  if (whole <= 0) return 0;
  return Math.round((part / whole) * 1000) / 10;
}

export interface PieSlice {
  /** SVG path of the slice in a 0..200 box centred on (100, 100). */
  path: string;
  percent: number;
}

const centre = 100;
const radius = 90;

function pointAt(fraction: number): [number, number] {
  // Clockwise from twelve o'clock.
  const angle = fraction * 2 * Math.PI - Math.PI / 2;
  return [centre + radius * Math.cos(angle), centre + radius * Math.sin(angle)];
}

const fixed = (value: number) => Number(value.toFixed(3));

/**
 * Pie slices for the values, in order. Negative values (stock may go below zero) count as none;
 * a lone slice is a full circle, which one arc cannot draw.
 */
export function pieSlices(values: readonly number[]): PieSlice[] {
  const parts = values.map((value) => Math.max(0, value));
  const whole = parts.reduce((sum, value) => sum + value, 0);
  let start = 0;
  return parts.map((part) => {
    const fraction = whole > 0 ? part / whole : 0;
    const percent = percentOf(part, whole);
    if (fraction === 0) return { path: '', percent };
    if (fraction >= 0.9999) {
      return {
        path: `M ${centre} ${centre - radius} A ${radius} ${radius} 0 1 1 ${centre - 0.001} ${centre - radius} Z`,
        percent,
      };
    }
    const [x1, y1] = pointAt(start);
    const [x2, y2] = pointAt(start + fraction);
    start += fraction;
    const largeArc = fraction > 0.5 ? 1 : 0;
    return {
      path: `M ${centre} ${centre} L ${fixed(x1)} ${fixed(y1)} A ${radius} ${radius} 0 ${largeArc} 1 ${fixed(x2)} ${fixed(y2)} Z`,
      percent,
    };
  });
}

/** Distinct colours that stay apart for colour-blind readers (Okabe–Ito), then repeat. */
export const chartColours = [
  '#0072B2',
  '#E69F00',
  '#009E73',
  '#CC79A7',
  '#56B4E9',
  '#D55E00',
  '#F0E442',
  '#000000',
];
export const colourAt = (index: number) => chartColours[index % chartColours.length] as string;
