import {
  can,
  dashboardSectionByRole,
  documentCategories,
  type Permission,
  type SearchGroup,
  type SearchGroupType,
  type SearchItem,
  type SearchResult,
  searchGroupLimit,
  searchGroupTypes,
  searchMinLength,
} from '@tg/domain';
import type { AccessClaims } from '../../platform/auth/tokens';
import type { DocumentsService } from '../documents/documents.service';
import type { PoliciesService } from '../policies/policies.service';
import type { ProductsService } from '../products/products.service';
import type { RegistryService } from '../registry/registry.service';
import type { ServiceCallsService } from '../service-calls/service-calls.service';
import type { UsersService } from '../users/users.service';

export interface SearchDependencies {
  users: UsersService;
  registry: RegistryService;
  policies: PoliciesService;
  serviceCalls: ServiceCallsService;
  documents: DocumentsService;
  products: ProductsService;
}

type Section = (typeof dashboardSectionByRole)[AccessClaims['role']];
type Finder = (caller: AccessClaims, term: string, section: Section) => Promise<SearchItem[]>;

const limit = searchGroupLimit;
/** A service call's number is SC- and eight hexadecimal digits; its list's search also reads names. */
const looksLikeCallNumber = (term: string) => /^(sc-?)?[0-9a-f]+$/i.test(term.replace(/\s/g, ''));
/** An ID number or a phone, as typed: digits, spaces, dashes, an international +. */
const isDigits = (term: string) => /^\+?[\d\s-]+$/.test(term);
const query = (values: Record<string, string>) => `?${new URLSearchParams(values)}`;
const joined = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' · ');

/** The first items of several answers, each record once, at most a group's worth. */
function firstUnique(lists: SearchItem[][]): SearchItem[] {
  const seen = new Map<string, SearchItem>();
  for (const item of lists.flat()) if (!seen.has(item._id)) seen.set(item._id, item);
  return [...seen.values()].slice(0, limit);
}

/**
 * Who may see a group and where its records open: the permission each module's own list asks,
 * and the back-office screen of the caller's area that shows the record. A group whose record
 * has no screen in the caller's area is not searched.
 */
interface GroupRule {
  permission: Permission;
  sections: readonly Section[];
}
const groupRules: Record<SearchGroupType, GroupRule> = {
  // Agents and companies find only the customers their own list shows (their group's).
  customers: { permission: 'users.create', sections: ['worker', 'agent'] },
  machines: { permission: 'registry.manage', sections: ['worker'] },
  subscriptions: { permission: 'policies.read', sections: ['worker', 'agent'] },
  serviceCalls: { permission: 'serviceCalls.read', sections: ['worker', 'agent'] },
  documents: { permission: 'documents.read', sections: ['worker', 'customer'] },
  products: { permission: 'products.read', sections: ['worker', 'agent', 'storekeeper'] },
};

/** The tab of the agent's subscriptions screen that lists a subscription of this status. */
function agentTabOf(status: string): 'active' | 'pending' | 'closed' {
  return status === 'active' || status === 'pending' ? status : 'closed';
}

/** The groups a role may search, in the dialog's order. */
export function searchGroupsOf(role: AccessClaims['role']): SearchGroupType[] {
  const section = dashboardSectionByRole[role];
  return searchGroupTypes.filter((type) => {
    const rule = groupRules[type];
    return can(role, rule.permission) && rule.sections.includes(section);
  });
}

/**
 * One search for everything (issue 18): each group asks its module the way that module's own list
 * asks — with the caller's scope as that list applies it — and answers at most five records.
 */
export function createSearchService(deps: SearchDependencies) {
  const finders: Record<SearchGroupType, Finder> = {
    async customers(caller, term, section) {
      const searches: Record<string, string>[] = isDigits(term)
        ? [{ userId: term.replace(/[\s+-]/g, '') }, { phoneNumber: term }]
        : [{ name: term }];
      const pages = await Promise.all(
        searches
          .filter((search) => Object.values(search).every((value) => value.length >= searchMinLength))
          .map((search) => deps.users.list(caller, { role: 'customer', page: 1, limit, ...search })),
      );
      const base =
        section === 'agent' ? '/dashboard/agent/ourSecuredUsers' : '/dashboard/worker/users/customer';
      return firstUnique(
        pages.map((page) =>
          page.users.map((user) => ({
            _id: user._id,
            title: user.userInformation.name,
            subtitle: joined(user.userInformation.userId, user.userInformation.phoneNumber),
            link: `${base}${query({ userId: user.userInformation.userId })}`,
          })),
        ),
      );
    },

    async machines(_caller, term) {
      if (term.length < searchMinLength) return [];
      const pages = await Promise.all(
        (['tractorNumber', 'vinNumber'] as const).map((field) =>
          deps.registry.list({ category: 'gov-all', page: 0, limit, [field]: term }),
        ),
      );
      return firstUnique(
        pages.map((page) =>
          page.items.map((item) => ({
            _id: item._id,
            title: item.mispar_rechev || item.mispar_shilda,
            subtitle: joined(item.tozeret_nm, item.degem_nm, item.shnat_yitzur, item.mispar_shilda),
            link: `/dashboard/worker/tools/${item.category}${query(
              item.mispar_rechev ? { tractorNumber: item.mispar_rechev } : { vinNumber: item.mispar_shilda },
            )}`,
          })),
        ),
      );
    },

    async subscriptions(caller, term, section) {
      if (term.length < searchMinLength) return [];
      const page = await deps.policies.list(caller, { page: 0, limit, policyNumber: term });
      const base =
        section === 'agent'
          ? '/dashboard/agent/services/agentPolicies'
          : '/dashboard/worker/services/insurance';
      return page.policies.map((policy) => ({
        _id: policy._id,
        title: policy.policyNumber,
        subtitle: joined(policy.userInformation.name, policy.machine.tractorNumber),
        // The agent's screen lists one tab at a time (active, pending, ended or cancelled): name it.
        link: `${base}${query(
          section === 'agent'
            ? { policyNumber: policy.policyNumber, tab: agentTabOf(policy.status) }
            : { policyNumber: policy.policyNumber },
        )}`,
      }));
    },

    async serviceCalls(caller, term, section) {
      if (term.length < searchMinLength || !looksLikeCallNumber(term)) return [];
      const page = await deps.serviceCalls.list(caller, { page: 0, limit, search: term });
      const base =
        section === 'agent'
          ? '/dashboard/agent/services/agentServiceCalls'
          : '/dashboard/worker/services/serviceCall';
      return page.serviceCalls.map((call) => ({
        _id: call._id,
        title: call.serviceCallNumber,
        subtitle: joined(call.userInformation.name, call.machine.tractorNumber),
        // The agent's screen opens on its active tab; a pending call is on the other one.
        link: `${base}${query(
          section === 'agent' && call.status === 'pending'
            ? { search: call.serviceCallNumber, tab: 'pending' }
            : { search: call.serviceCallNumber },
        )}`,
      }));
    },

    async documents(caller, term, section) {
      if (!/^\d{1,9}$/.test(term)) return [];
      // Each category's number is unique: one lookup a category walks that unique index.
      const found = await Promise.all(
        documentCategories.map((category) =>
          deps.documents.lookup(caller, { category, fields: [{ docId: Number(term) }] }),
        ),
      );
      return found
        .flatMap((answer) => answer.items)
        .slice(0, limit)
        .map((doc) => ({
          _id: doc._id,
          title: String(doc.docId),
          subtitle: joined(doc.userInformation.name, doc.date),
          link:
            section === 'customer'
              ? `/dashboard/customer/documents${query({ doc: String(doc.docId) })}`
              : `/dashboard/worker/doc/${doc.category}${query({ doc: String(doc.docId) })}`,
        }));
    },

    async products(_caller, term, section) {
      const page = await deps.products.list({ page: 1, limit, searchQuery: term });
      return page.products.map((product) => ({
        _id: product._id,
        title: product.name,
        subtitle: product.catalogNumber,
        link:
          section === 'worker'
            ? `/dashboard/worker/products/${encodeURIComponent(product.category)}${query({
                product: product.catalogNumber,
              })}`
            : `/products/${encodeURIComponent(product.category)}/${product._id}`,
      }));
    },
  };

  return {
    /** The groups with something found, in the dialog's order; the groups run at once. */
    async search(caller: AccessClaims, term: string): Promise<SearchResult> {
      const section = dashboardSectionByRole[caller.role];
      const types = searchGroupsOf(caller.role);
      const answers = await Promise.all(types.map((type) => finders[type](caller, term, section)));
      const groups: SearchGroup[] = types
        .map((type, index) => ({ type, items: (answers[index] ?? []).slice(0, limit) }))
        .filter((group) => group.items.length > 0);
      return { groups };
    },
  };
}
export type SearchService = ReturnType<typeof createSearchService>;
