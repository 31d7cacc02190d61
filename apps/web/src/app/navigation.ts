import { can, dashboardSectionByRole, type Permission, type Role } from '@tg/domain';

export const dashboardSections = ['worker', 'agent', 'customer', 'storekeeper'] as const;
export type DashboardSection = (typeof dashboardSections)[number];

/** Who may enter each dashboard area (the domain's permission table). */
export const sectionPermission: Record<DashboardSection, Permission> = {
  worker: 'dashboard.worker',
  agent: 'dashboard.agent',
  customer: 'dashboard.customer',
  storekeeper: 'dashboard.storekeeper',
};

/**
 * One screen of a dashboard area: its path under /dashboard/{section}/, its label, the sidebar
 * group it sits in (none for top-level entries) and any permission beyond entering the area.
 */
export interface DashboardArea {
  path: string;
  labelKey: string;
  /** A name a person typed (a created product category), shown as written in place of `labelKey`. */
  label?: string;
  groupKey?: string;
  permission?: Permission;
  /** Reachable by address but not listed in the sidebar (details screens and the like). */
  hiddenFromSidebar?: boolean;
  /** A count shown beside the label: the new leads waiting for the office (issue 17). */
  badge?: 'newLeads';
}

const item = (key: string) => `navigation.items.${key}`;
const group = (key: string) => `navigation.groups.${key}`;

/**
 * Every concrete screen of each area, in sidebar order. Paths with a parameter in the route table
 * (products/{category}, tools/{category}, users/{role}, doc/{category}) are listed per value here.
 * Product and tool category values are our choice (ADR 0005); users/{role} uses the domain roles.
 */
export const dashboardAreas: Record<DashboardSection, readonly DashboardArea[]> = {
  worker: [
    { path: 'main', labelKey: item('main') },
    { path: 'products/windows', labelKey: item('productsWindows'), groupKey: group('products') },
    {
      path: 'products/temporaryTable',
      labelKey: item('productsTemporaryTable'),
      groupKey: group('products'),
    },
    { path: 'products/mirrors', labelKey: item('productsMirrors'), groupKey: group('products') },
    { path: 'products/lights', labelKey: item('productsLights'), groupKey: group('products') },
    { path: 'products/parts', labelKey: item('productsParts'), groupKey: group('products') },
    { path: 'products/workClothes', labelKey: item('productsWorkClothes'), groupKey: group('products') },
    { path: 'products/workMaterials', labelKey: item('productsWorkMaterials'), groupKey: group('products') },
    { path: 'products/tools', labelKey: item('productsTools'), groupKey: group('products') },
    { path: 'products/works', labelKey: item('productsWorks'), groupKey: group('products') },
    { path: 'products/categories', labelKey: item('productsCategories'), groupKey: group('products') },
    { path: 'tools/vehicleTools', labelKey: item('toolsGovernment'), groupKey: group('tools') },
    { path: 'tools/braidTools', labelKey: item('toolsAgricultural'), groupKey: group('tools') },
    { path: 'tools/heavyTools', labelKey: item('toolsIndustrial'), groupKey: group('tools') },
    { path: 'users/customer', labelKey: item('usersCustomers'), groupKey: group('users') },
    { path: 'users/agent', labelKey: item('usersAgents'), groupKey: group('users') },
    { path: 'users/company', labelKey: item('usersCompanies'), groupKey: group('users') },
    { path: 'users/worker', labelKey: item('usersWorkers'), groupKey: group('users') },
    { path: 'users/installer', labelKey: item('usersInstallers'), groupKey: group('users') },
    { path: 'users/storekeeper', labelKey: item('usersStorekeepers'), groupKey: group('users') },
    { path: 'users/supplier', labelKey: item('usersSuppliers'), groupKey: group('users') },
    { path: 'doc/priceQuote', labelKey: item('docPriceQuote'), groupKey: group('documents') },
    { path: 'doc/workCard', labelKey: item('docWorkCard'), groupKey: group('documents') },
    {
      path: 'doc/shippingCertificate',
      labelKey: item('docShippingCertificate'),
      groupKey: group('documents'),
    },
    { path: 'stock/warehouses', labelKey: item('warehousesInventory'), groupKey: group('warehouses') },
    { path: 'stock/transfer', labelKey: item('warehousesTransfer'), groupKey: group('warehouses') },
    { path: 'services/insurance', labelKey: item('insurancePolicies'), groupKey: group('insurance') },
    { path: 'services/serviceCall', labelKey: item('insuranceServiceCalls'), groupKey: group('insurance') },
    {
      path: 'services/policyProducts',
      labelKey: item('insuranceServiceLetters'),
      groupKey: group('insurance'),
    },
    {
      path: 'catalog/productCatalog',
      labelKey: item('catalogManufacturer'),
      groupKey: group('catalogue'),
      permission: 'catalog.manage',
    },
    {
      path: 'catalog/catalogDetails',
      labelKey: item('catalogDetails'),
      groupKey: group('catalogue'),
      hiddenFromSidebar: true,
      permission: 'catalog.manage',
    },
    {
      path: 'operations/driversRoutes',
      labelKey: item('operationsDriversRoutes'),
      groupKey: group('operations'),
      permission: 'routes.read',
    },
    {
      path: 'operations/leads',
      labelKey: item('operationsLeads'),
      groupKey: group('operations'),
      permission: 'leads.read',
      badge: 'newLeads',
    },
    {
      path: 'settings/specialUsersSettings',
      labelKey: item('settingsSpecialUsers'),
      groupKey: group('settings'),
      permission: 'specialUsers.manage',
    },
    {
      path: 'settings/generalStatus',
      labelKey: item('settingsGeneralStatus'),
      groupKey: group('settings'),
      permission: 'generalStatuses.manage',
    },
    {
      path: 'settings/businessDetails',
      labelKey: item('settingsBusinessDetails'),
      groupKey: group('settings'),
      permission: 'businessDetails.manage',
    },
    {
      path: 'settings/news',
      labelKey: 'news.navLabel',
      groupKey: group('settings'),
      permission: 'news.manage',
    },
    {
      path: 'settings/cacheSettings',
      labelKey: item('settingsCache'),
      groupKey: group('settings'),
      permission: 'maintenance.run',
    },
    {
      path: 'settings/developSettings',
      labelKey: item('settingsDevelop'),
      groupKey: group('settings'),
      permission: 'maintenance.run',
    },
  ],
  agent: [
    { path: 'main', labelKey: item('main') },
    { path: 'ourSecuredUsers', labelKey: item('agentMyCustomers') },
    { path: 'services/agentPolicies', labelKey: item('agentSubscriptions') },
    { path: 'services/agentServiceCalls', labelKey: item('agentServiceCalls') },
    { path: 'services/policyProducts', labelKey: item('agentServiceDocuments') },
    { path: 'services/insurance', labelKey: item('insurancePolicies'), hiddenFromSidebar: true },
    { path: 'services/serviceCall', labelKey: item('insuranceServiceCalls'), hiddenFromSidebar: true },
  ],
  customer: [
    { path: 'main', labelKey: item('main') },
    { path: 'documents', labelKey: item('myDocuments'), permission: 'documents.read' },
    { path: 'details', labelKey: item('details') },
  ],
  storekeeper: [
    { path: 'main', labelKey: item('main') },
    {
      path: 'stock/warehouses',
      labelKey: item('warehousesInventory'),
      groupKey: group('warehouses'),
      permission: 'warehouses.read',
    },
    {
      path: 'stock/transfer',
      labelKey: item('warehousesTransfer'),
      groupKey: group('warehouses'),
      permission: 'stock.transfer',
    },
    { path: 'details', labelKey: item('details') },
  ],
};

export function sectionOf(role: Role): DashboardSection {
  return dashboardSectionByRole[role];
}

export function dashboardPath(section: DashboardSection, path = 'main'): string {
  return `/dashboard/${section}/${path}`;
}

/** Where a role lands after signing in, and where it is sent from an area it may not see. */
export function dashboardHome(role: Role): string {
  return dashboardPath(sectionOf(role));
}

export function findArea(section: DashboardSection, path: string): DashboardArea | undefined {
  return dashboardAreas[section].find((area) => area.path === path);
}

/** The areas a role sees in its sidebar, in order. */
export function visibleAreas(section: DashboardSection, role: Role): DashboardArea[] {
  return dashboardAreas[section].filter(
    (area) => !area.hiddenFromSidebar && (!area.permission || can(role, area.permission)),
  );
}

/** What an area is called in the sidebar and on the main page. */
export function areaLabel(t: (key: string) => string, area: DashboardArea): string {
  return area.label ?? t(area.labelKey);
}

/** `extra` placed just before the area at `beforePath`; left out when that area is not there. */
export function withAreasBefore(
  areas: readonly DashboardArea[],
  beforePath: string,
  extra: readonly DashboardArea[],
): DashboardArea[] {
  const index = areas.findIndex((area) => area.path === beforePath);
  if (index < 0 || extra.length === 0) return [...areas];
  return [...areas.slice(0, index), ...extra, ...areas.slice(index)];
}

export interface AreaGroup {
  groupKey: string | null;
  areas: DashboardArea[];
}

/** Consecutive areas of the same group (or of none), for the sidebar and the dashboard's main page. */
export function groupAreas(areas: readonly DashboardArea[]): AreaGroup[] {
  const groups: AreaGroup[] = [];
  for (const area of areas) {
    const key = area.groupKey ?? null;
    const last = groups.at(-1);
    if (last && last.groupKey === key) last.areas.push(area);
    else groups.push({ groupKey: key, areas: [area] });
  }
  return groups;
}

/** Whether a role may open an address (used to honour the remembered origin after sign-in). */
export function canOpenPath(role: Role, pathname: string): boolean {
  const match = /^\/dashboard\/([^/]+)\/?(.*)$/.exec(pathname);
  if (!match) return true;
  const [, section, rest] = match as unknown as [string, string, string];
  if (!(dashboardSections as readonly string[]).includes(section)) return true;
  const dashboardSection = section as DashboardSection;
  if (!can(role, sectionPermission[dashboardSection])) return false;
  const area = findArea(dashboardSection, rest.replace(/\/$/, ''));
  return !area?.permission || can(role, area.permission);
}
