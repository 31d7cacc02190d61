import { useListAddressState } from '../../ui/use-list-address-state';
import { useTableSearch } from '../../ui/use-table-search';
import { type AgentPolicyTab, agentPolicyTabs } from './agent-policy-tabs';

const addressKeys = ['tab', 'policyNumber', 'tractorNumber'] as const;

/**
 * The agent's subscriptions screen's tab and two searches, kept in the address
 * (`?tab=pending&policyNumber=PI-…`, the global search's links name the tab) and remembered per
 * person (use-list-address-state.ts). Any change goes back to page 1.
 */
export function useAgentPoliciesFilters(onChange: () => void) {
  const address = useListAddressState('agentPolicies', addressKeys);
  const tab: AgentPolicyTab = agentPolicyTabs.find((value) => value === address.values.tab) ?? 'active';
  const policyNumberSearch = useTableSearch({
    appliedTerm: address.values.policyNumber,
    onTermChange: (term) => {
      address.set({ policyNumber: term });
      onChange();
    },
  });
  const tractorSearch = useTableSearch({
    appliedTerm: address.values.tractorNumber,
    onTermChange: (term) => {
      address.set({ tractorNumber: term });
      onChange();
    },
  });
  return {
    tab,
    // The first tab is the screen's own: it needs no parameter.
    setTab: (next: AgentPolicyTab) => address.set({ tab: next === 'active' ? undefined : next }),
    policyNumberSearch,
    tractorSearch,
    isRestored: address.isRestored,
    clear: () => {
      policyNumberSearch.clear();
      tractorSearch.clear();
      address.clear();
      onChange();
    },
  };
}
