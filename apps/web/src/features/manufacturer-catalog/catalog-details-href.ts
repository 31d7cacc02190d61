import { dashboardPath } from '../../app/navigation';
import type { CatalogPath } from './api/use-manufacturer-catalog';

/** The deep link of the catalogDetails page for a level of the drill-down. */
export function catalogDetailsHref(path: CatalogPath): string {
  const query = new URLSearchParams({ machine: path.machine });
  if (path.model) query.set('model', path.model);
  if (path.model && path.subModel) query.set('subModel', path.subModel);
  return `${dashboardPath('worker', 'catalog/catalogDetails')}?${query}`;
}
