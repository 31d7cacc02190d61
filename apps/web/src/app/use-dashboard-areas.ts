import { can, type Role } from '@tg/domain';
import { useMemo } from 'react';
import { useCreatedCategoryAreas } from '../features/products/use-created-category-areas';
import { type DashboardArea, type DashboardSection, visibleAreas, withAreasBefore } from './navigation';

/**
 * The areas a role sees, in sidebar order, with the product categories people created listed after
 * the built-in ones (spec 3 §2.4: categories are created from the sidebar, so they appear there).
 */
export function useDashboardAreas(section: DashboardSection, role: Role | null): DashboardArea[] {
  // None while signed out (a hook runs before its component can return early).
  const areas = useMemo(() => (role ? visibleAreas(section, role) : []), [section, role]);
  const created = useCreatedCategoryAreas(section === 'worker' && can(role, 'products.read'));
  return useMemo(() => withAreasBefore(areas, 'products/categories', created), [areas, created]);
}
