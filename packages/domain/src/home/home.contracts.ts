import { defineContract } from '../common/contract';
import { homeSummarySchema } from './home-summary.schema';

/**
 * The back-office home (issue 18): the office and the stock area get their own counts, each only
 * if their role sees that list; agents and customers, whose homes are their own dashboards, are
 * refused (403).
 */
export const homeContracts = {
  summary: defineContract({
    method: 'GET',
    path: '/api/home/summary',
    access: 'home.read',
    tag: 'home',
    response: homeSummarySchema,
  }),
};
