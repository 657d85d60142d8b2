/** Public entry of the team feature: the team list (used by the about page). */
export { useListTeamMembersQuery, type TeamMember } from './teamApi';
