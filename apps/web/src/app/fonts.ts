// Self-hosted fonts, one face per script and weight limited by unicode-range (fonts.css). Each
// entry takes the stylesheet itself: storefront.html links it (and the build writes it into the
// page), the back-office's main.tsx imports it; no chunk of the storefront's code carries it again.

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
