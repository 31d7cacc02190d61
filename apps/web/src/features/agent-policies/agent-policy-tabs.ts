import { policyContracts } from '@tg/domain';

/** The agent's three tabs (spec 1 §2): active, pending approval, and ended or cancelled. */
export const agentPolicyTabs = ['active', 'pending', 'closed'] as const;
export type AgentPolicyTab = (typeof agentPolicyTabs)[number];

/** Each tab is its own legacy listing call (spec 1 §7). */
export const agentPolicyListCalls = {
  active: policyContracts.agentActive,
  pending: policyContracts.agentPending,
  closed: policyContracts.agentCanceled,
} as const satisfies Record<AgentPolicyTab, unknown>;

export interface RowActionSet {
  edit: boolean;
  pdf: boolean;
  cancel: boolean;
  approve: boolean;
  /** The "more" menu: renew, and cancel where cancelling is possible. */
  menu: boolean;
  menuCancel: boolean;
}

/**
 * Which row actions a tab offers (spec 1 §2, §6): nothing that changes a subscription on the
 * ended/cancelled tab except renewing it, no PDF before approval, approval on the pending tab for
 * those allowed to approve. Expanding the details is always there.
 */
export function rowActionsFor(
  tab: AgentPolicyTab,
  permissions: { canUpdate: boolean; canApprove: boolean },
): RowActionSet {
  const { canUpdate, canApprove } = permissions;
  return {
    edit: canUpdate && tab !== 'closed',
    pdf: tab !== 'pending',
    cancel: canUpdate && tab !== 'closed',
    approve: canApprove && tab === 'pending',
    menu: canUpdate && tab !== 'pending',
    menuCancel: canUpdate && tab === 'active',
  };
}
