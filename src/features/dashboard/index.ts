/** Public entry of the dashboard feature (its screen is loaded by the router on its own). */
export { useGetDashboardQuery, type Dashboard } from './dashboardApi';
