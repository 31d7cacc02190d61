export { HomeSummary } from './components/home-summary';
