/** Public entry of the placements feature: the placement step of the status dialog and an application's placement. */
export {
  usePlaceApplicationMutation,
  useListPlacementsQuery,
  useGetClientFiguresQuery,
  type Placement,
  type ClientFigures,
} from './placementsApi';
export {
  PlacementFields,
  emptyPlacementDraft,
  placementInputOf,
  type PlacementDraft,
  type PlacementRequirement,
} from './admin/PlacementFields';
export { PlacementSummary } from './admin/PlacementSummary';
export { ClientFiguresTable } from './admin/ClientFiguresTable';
