/** Public entry of the staff feature: the Administrators' Staff screen is loaded by the router by path. */
export type { StaffMember } from './staffApi';
