/**
 * The storefront's own entry (storefront.html, issue 17): the public pages without the
 * back-office, which stays in index.html → main.tsx. The back-office entry keeps its public routes
 * for now, so a signed-in person moving from a dashboard to the storefront stays in one page
 * without a reload; the server answers every storefront address with this entry, so a visitor's
 * first load is always this one.
 *
 * The page arrives drawn by the server (ADR 0032), so the browser paints it first and only then
 * runs the code that brings it alive: a phone that already holds the code (a second visit) would
 * otherwise spend its first second running React before showing anything. The timeout covers a
 * tab opened in the background, where no frame is drawn. A button tapped meanwhile is pressed
 * again once the page is alive (tap-before-hydration.ts).
 */
import { recordTapsBeforeHydration } from './tap-before-hydration';

const root = document.getElementById('root');
if (root) recordTapsBeforeHydration(root);

const painted = new Promise<void>((resolve) => {
  requestAnimationFrame(() => setTimeout(resolve));
  setTimeout(resolve, 200);
});

/** The next task: a tap or a frame waiting meanwhile goes first. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * The code runs in two tasks, each a chunk of its own (vite.config's manualChunks): React and the
 * router, then the storefront. Run at once they are one long task on a slow phone, during which a
 * tap on the page waits. MUI is in neither: it comes with the pages that use it (ADR 0034).
 */
async function start() {
  await painted;
  await import('react-dom/client');
  await nextTask();
  await import('./start');
}

// A chunk that fails to load leaves the page as the server drew it: readable, its links working.
start().catch((error: unknown) => console.error('The storefront did not start', error));
