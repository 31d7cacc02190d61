// Self-hosted fonts: each file covers one script through unicode-range, so a page downloads only
// the scripts it shows. Latin and Cyrillic from Noto Sans, plus Hebrew and Arabic.
import '@fontsource/noto-sans/latin-400.css';
import '@fontsource/noto-sans/latin-500.css';
import '@fontsource/noto-sans/latin-700.css';
import '@fontsource/noto-sans/cyrillic-400.css';
import '@fontsource/noto-sans/cyrillic-500.css';
import '@fontsource/noto-sans/cyrillic-700.css';
import '@fontsource/noto-sans-hebrew/hebrew-400.css';
import '@fontsource/noto-sans-hebrew/hebrew-500.css';
import '@fontsource/noto-sans-hebrew/hebrew-700.css';
import '@fontsource/noto-sans-arabic/arabic-400.css';
import '@fontsource/noto-sans-arabic/arabic-500.css';
import '@fontsource/noto-sans-arabic/arabic-700.css';

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
