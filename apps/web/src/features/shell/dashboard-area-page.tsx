import { useLocation } from 'react-router-dom';
import { type DashboardSection, dashboardPath, findArea } from '../../app/navigation';
import { NotAvailablePage } from './not-available-page';
import { NotFoundPage } from './not-found-page';

/**
 * A dashboard screen whose module is not built yet. It finds itself by address, so a route with a
 * parameter (products/{category}) names the exact screen, and an unknown value is a not-found.
 */
export function DashboardAreaPage({ section }: { section: DashboardSection }) {
  const { pathname } = useLocation();
  const base = `/dashboard/${section}/`;
  const path = pathname.startsWith(base) ? pathname.slice(base.length).replace(/\/$/, '') : '';
  const area = findArea(section, path);
  const home = dashboardPath(section);
  if (!area) return <NotFoundPage homeTo={home} />;
  const areaKeys = area.groupKey ? [area.groupKey, area.labelKey] : [area.labelKey];
  return <NotAvailablePage areaKeys={areaKeys} backTo={home} />;
}
