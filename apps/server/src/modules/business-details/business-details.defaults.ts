import { type BusinessDetails, emptyBusinessDetails } from '@tg/domain';

/**
 * What an install prints before the admin saves anything: the name, the line under it and the
 * highlights every PDF printed when they were written into the templates. Contact and bank
 * details are the business's own to enter; only the demo seed invents them.
 */
export const defaultBusinessDetails: BusinessDetails = {
  ...emptyBusinessDetails('זכוכית לטרקטורים'),
  tagline: 'שמשות, זכוכית, פנסים, מראות וחלקי חילוף לטרקטורים ולכלים כבדים',
  highlights: ['15 שנות ניסיון', '4 ניידות שירות בשטח', 'אספקה והתקנה'],
};
