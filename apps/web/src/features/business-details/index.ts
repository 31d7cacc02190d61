export { useBusinessDetails, useUpdateBusinessDetails } from './api/use-business-details';
