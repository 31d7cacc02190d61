import { LeadsList } from '../components/leads-list';

/** The back-office's leads (issue 17): storefront requests, followed up until won or lost. */
export function LeadsPage() {
  return <LeadsList />;
}
