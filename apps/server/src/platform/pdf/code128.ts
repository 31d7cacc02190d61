import { escapeHtml, SafeHtml } from './html';

/**
 * Code 128 bar and space widths (in modules, bar first) for the symbol values 0–106 (ISO/IEC
 * 15417). Every symbol is 11 modules wide; the stop (106) is 13, its closing bar included.
 */
// biome-ignore format: the standard table, ten symbols a row
const patterns = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212', '221213',
  '221312', '231212', '112232', '122132', '122231', '113222', '123122', '123221', '223211', '221132',
  '221231', '213212', '223112', '312131', '311222', '321122', '321221', '312212', '322112', '322211',
  '212123', '212321', '232121', '111323', '131123', '131321', '112313', '132113', '132311', '211313',
  '231113', '231311', '112133', '112331', '132131', '113123', '113321', '133121', '313121', '211331',
  '231131', '213113', '213311', '213131', '311123', '311321', '331121', '312113', '312311', '332111',
  '314111', '221411', '431111', '111224', '111422', '121124', '121421', '141122', '141221', '112214',
  '112412', '122114', '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111',
  '111242', '121142', '121241', '114212', '124112', '124211', '411212', '421112', '421211', '212141',
  '214121', '412121', '111143', '111341', '131141', '114113', '114311', '411113', '411311', '113141',
  '114131', '311141', '411131', '211412', '211214', '211232', '2331112',
] as const;

export const code128StartB = 104;
export const code128Stop = 106;
/** Scanners need a blank margin of at least ten modules on both sides. */
export const code128QuietZone = 10;

export interface Code128Symbols {
  /** Start B, one value per character, the checksum and the stop. */
  values: number[];
  checksum: number;
  /** Bar and space widths in modules, bar first, for all the symbols in order. */
  widths: number[];
  /** The symbols' width in modules, without the quiet zones. */
  modules: number;
}

/**
 * Encodes text in Code 128 set B (printable ASCII, value = character code − 32). The checksum is
 * the start value plus each value times its position, modulo 103. Throws on other characters:
 * callers validate first (catalogue numbers are checked by the request schema).
 */
export function encodeCode128B(text: string): Code128Symbols {
  if (text.length === 0) throw new Error('Code 128: nothing to encode');
  const data = [...text].map((character) => {
    const code = character.charCodeAt(0);
    if (character.length !== 1 || code < 32 || code > 126)
      throw new Error(`Code 128 set B cannot encode ${JSON.stringify(character)}`);
    return code - 32;
  });
  const checksum = data.reduce((sum, value, index) => sum + value * (index + 1), code128StartB) % 103;
  const values = [code128StartB, ...data, checksum, code128Stop];
  const widths = values.flatMap((value) => [...(patterns[value] as string)].map(Number));
  return { values, checksum, widths, modules: widths.reduce((sum, width) => sum + width, 0) };
}

/**
 * The barcode as an SVG of black rectangles, one module wide per unit, with the quiet zones; it
 * scales to the size the caller gives. Always left to right, whatever the page's direction.
 */
export function code128Svg(
  text: string,
  options: { width: string; height: string; label?: string },
): SafeHtml {
  const { widths, modules } = encodeCode128B(text);
  const total = modules + 2 * code128QuietZone;
  let x = code128QuietZone;
  const bars: string[] = [];
  widths.forEach((width, index) => {
    if (index % 2 === 0) bars.push(`<rect x="${x}" y="0" width="${width}" height="1"/>`);
    x += width;
  });
  const label = escapeHtml(options.label ?? text);
  return new SafeHtml(
    `<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-label="${label}" direction="ltr" ` +
      `viewBox="0 0 ${total} 1" preserveAspectRatio="none" shape-rendering="crispEdges" ` +
      `width="${escapeHtml(options.width)}" height="${escapeHtml(options.height)}" fill="#000">${bars.join('')}</svg>`,
  );
}
