/** The prospects area's operation declarations, without their handlers: what callPlatform reads. */
export { prospectBoard } from "./board.schema";
export { createInteraction } from "./create-interaction.schema";
export { deleteInteraction } from "./delete-interaction.schema";
export { listInteractionTypes, listInteractionSubTypes, listInteractionOutcomes } from "./interaction-lookups.schema";
export { listInteractions } from "./list-interactions.schema";
export { searchProspects } from "./search-prospects.schema";
export { updateInteraction } from "./update-interaction.schema";
