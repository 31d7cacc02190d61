import { WorksList } from '../components/works-list';

/** The sidebar's products/works (spec 1's route table): the works catalogue (spec 2 §2, ADR 0024). */
export function WorksPage() {
  return <WorksList mode="manage" />;
}
