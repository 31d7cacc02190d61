/** What other features use: the ordered statuses for a document's status dropdown. */
export { useGeneralStatuses } from './api/use-general-statuses';
