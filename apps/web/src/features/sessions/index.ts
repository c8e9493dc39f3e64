/** The sessions capability's door: the signed-in devices panel, a tab of the security page. */
export { SessionsPanel } from './SessionsPanel.tsx';
