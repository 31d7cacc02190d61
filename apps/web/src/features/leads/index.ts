export { useNewLeadsCount } from './api/use-leads';
export { LeadStatusChip } from './components/lead-status-chip';
export { LeadsList } from './components/leads-list';
export { NewLeadsBadge } from './components/new-leads-badge';
export { LeadsPage } from './pages/leads-page';
