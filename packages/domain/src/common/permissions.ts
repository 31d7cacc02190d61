import type { Role } from './roles';

/**
 * The one table of who may do what. The server enforces it on every route; the web reads it to
 * hide what a role may not do. Add a permission here before using it anywhere.
 */
export const permissions = {
  /** Fixed sign-in codes open accounts: only the manager manages them (issue 13). */
  'specialUsers.manage': ['admin'],
  /** Every role reads users; what each sees is scoped by the users service (spec 1 §6). */
  'users.read': ['admin', 'worker', 'agent', 'company', 'customer', 'installer', 'storekeeper', 'supplier'],
  /** Agents and agencies create and edit only customers of their own group. */
  'users.create': ['admin', 'worker', 'agent', 'company'],
  'users.update': ['admin', 'worker', 'agent', 'company'],
  'users.delete': ['admin', 'worker'],
  'users.setVisibility': ['admin', 'worker'],
  'users.listAll': ['admin', 'worker'],
  'registry.read': [
    'admin',
    'worker',
    'agent',
    'company',
    'customer',
    'installer',
    'storekeeper',
    'supplier',
  ],
  /** Adding a machine missing from the registry (the add-vehicle dialog). */
  'registry.create': ['admin', 'worker', 'agent', 'company'],
  /** Editing, deleting and importing government records. */
  'registry.manage': ['admin', 'worker'],
  'files.upload': ['admin', 'worker', 'agent', 'company', 'customer', 'installer', 'storekeeper', 'supplier'],
  /** Service letters: every role that buys or sells subscriptions reads them; staff manage them. */
  'policyProducts.read': ['admin', 'worker', 'agent', 'company', 'customer'],
  'policyProducts.manage': ['admin', 'worker'],
  /** Subscriptions and service calls: each caller sees only its own (scoped by the service). */
  'policies.read': ['admin', 'worker', 'agent', 'company', 'customer'],
  'policies.create': ['admin', 'worker', 'agent', 'company', 'customer'],
  /** Editing the insured's details, cancelling and renewing. */
  'policies.update': ['admin', 'worker', 'agent', 'company'],
  'policies.import': ['admin', 'worker', 'agent', 'company'],
  'policies.approve': ['admin', 'worker'],
  'serviceCalls.read': ['admin', 'worker', 'agent', 'company', 'customer'],
  'serviceCalls.create': ['admin', 'worker', 'agent', 'company', 'customer'],
  'serviceCalls.approve': ['admin', 'worker'],
  /** Warehouses and their stock: the stock roles read them, staff manage them (spec 3 §6). */
  'warehouses.read': ['admin', 'worker', 'storekeeper', 'installer', 'supplier'],
  'warehouses.manage': ['admin', 'worker'],
  /** Moving stock between warehouses (the sidebar's warehouse transfer). */
  'stock.transfer': ['admin', 'worker', 'storekeeper'],
  /** The catalogue: staff and the stock roles read it (documents pick products from it), staff edit. */
  'products.read': ['admin', 'worker', 'agent', 'company', 'storekeeper', 'installer', 'supplier'],
  'products.manage': ['admin', 'worker'],
  /** Works (labour items): whoever reads the catalogue reads them (documents price lines with them). */
  'works.read': ['admin', 'worker', 'agent', 'company', 'storekeeper', 'installer', 'supplier'],
  'works.manage': ['admin', 'worker'],
  /** The manufacturer catalogue manager. */
  'catalog.manage': ['admin', 'worker'],
  /** Data maintenance and cache pages: admin only (spec 3 §2.12 presumes it). */
  'maintenance.run': ['admin'],
  /** Seeing and ending anyone's signed-in sessions (ADR 0019). */
  'sessions.manage': ['admin'],
  /**
   * Business documents (issue 15). Every role reads some: the documents service narrows each
   * caller to its own (agents their group's customers', installers and storekeepers what is assigned
   * to them, suppliers orders addressed to them, customers their own, read-only).
   */
  'documents.read': [
    'admin',
    'worker',
    'agent',
    'company',
    'customer',
    'installer',
    'storekeeper',
    'supplier',
  ],
  'documents.create': ['admin', 'worker', 'agent', 'company'],
  'documents.update': ['admin', 'worker', 'agent', 'company'],
  /** Carrying a document out: status, notes, signature; staff also close here. */
  'documents.progress': ['admin', 'worker', 'installer', 'storekeeper', 'supplier'],
  'documents.stats': ['admin', 'worker'],
  /** Sharing a document's PDF with its customer by a link that opens without signing in (7 days). */
  'documents.share': ['admin', 'worker', 'agent', 'company'],
  /** Attachments: staff and the creator; installers and storekeepers add delivery images (ADR 0022). */
  'documents.attach': ['admin', 'worker', 'agent', 'company', 'installer', 'storekeeper'],
  /** General statuses: every role that sees documents reads them (their dropdowns); staff manage them. */
  'generalStatuses.read': [
    'admin',
    'worker',
    'agent',
    'company',
    'customer',
    'installer',
    'storekeeper',
    'supplier',
  ],
  'generalStatuses.manage': ['admin', 'worker'],
  /** The business's details (name, contact, bank): every signed-in role reads them; the admin edits. */
  'businessDetails.manage': ['admin'],
  /** Writing the storefront's news articles (issue 17): the office. */
  'news.manage': ['admin', 'worker'],
  /** Following up the storefront's leads (issue 17): the office. */
  'leads.read': ['admin', 'worker'],
  'leads.manage': ['admin', 'worker'],
  /** Following installers' routes on the dashboard, and planning them (issue 16): the office. */
  'routes.read': ['admin', 'worker'],
  'routes.plan': ['admin', 'worker'],
  /** The bell (issue 18): every signed-in person reads and marks only their own notifications. */
  'notifications.read': [
    'admin',
    'worker',
    'agent',
    'company',
    'customer',
    'installer',
    'storekeeper',
    'supplier',
  ],
  /**
   * The home's "what needs doing today" (issue 18): the office and the stock area. Agents and
   * customers have their own dashboards instead.
   */
  'home.read': ['admin', 'worker', 'storekeeper', 'installer', 'supplier'],
  'dashboard.worker': ['admin', 'worker'],
  'dashboard.agent': ['agent', 'company'],
  'dashboard.customer': ['customer'],
  'dashboard.storekeeper': ['storekeeper', 'installer', 'supplier'],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof permissions;

export function can(role: Role | null | undefined, permission: Permission): boolean {
  if (!role) return false;
  return (permissions[permission] as readonly Role[]).includes(role);
}

export function rolesWith(permission: Permission): readonly Role[] {
  return permissions[permission];
}
