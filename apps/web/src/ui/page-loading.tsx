/**
 * A thin bar that moves while a page's code arrives: what LinearProgress draws, as a plain element
 * styled by the storefront's stylesheet (`.sf-page-loading`), so the first load carries no
 * component library for it (ADR 0031, 0034). Still for those who ask for less motion.
 */
export function PageLoading() {
  return <div role="progressbar" aria-busy="true" className="sf-page-loading" />;
}
