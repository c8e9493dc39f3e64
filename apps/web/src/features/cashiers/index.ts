/** The cashiers capability's door: the cashiers tab, hosted by the operator manager page. */
export { cashiersTab } from './tab.tsx';
