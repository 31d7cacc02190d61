// Self-hosted fonts, one face per script and weight limited by unicode-range (fonts.css).
import './fonts.css';

/** Disjoint unicode ranges make the order irrelevant between the Noto families. */
export const fontStack = [
  '"Noto Sans"',
  '"Noto Sans Hebrew"',
  '"Noto Sans Arabic"',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Arial',
  'sans-serif',
].join(', ');
