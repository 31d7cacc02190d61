// The font faces, written into storefront.html itself (vite.config's inlineStorefrontCss).
import '../app/fonts.css';

/**
 * The storefront's own entry (storefront.html, issue 17): the public pages without the
 * back-office, which stays in index.html → main.tsx. The back-office entry keeps its public routes
 * for now, so a signed-in person moving from a dashboard to the storefront stays in one page
 * without a reload; the server answers every storefront address with this entry, so a visitor's
 * first load is always this one.
 *
 * The page arrives drawn by the server (ADR 0032), so the browser paints it first and only then
 * runs the code that brings it alive: a phone that already holds the code (a second visit) would
 * otherwise spend its first second running React before showing anything. The code itself is
 * fetched from the start (storefront.html preloads it at low priority). The timeout covers a tab
 * opened in the background, where no frame is drawn.
 */
const painted = new Promise<void>((resolve) => {
  requestAnimationFrame(() => setTimeout(resolve));
  setTimeout(resolve, 200);
});

void painted.then(() => import('./start'));
