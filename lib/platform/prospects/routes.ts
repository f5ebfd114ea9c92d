import type { RouteDef } from "../http/route";
import { createInteraction } from "./create-interaction";
import { updateInteraction } from "./update-interaction";
import { listInteractions } from "./list-interactions";
import { deleteInteraction } from "./delete-interaction";
import { listInteractionOutcomes, listInteractionSubTypes, listInteractionTypes } from "./interaction-lookups";
import { prospectBoard } from "./board";
import { searchProspects } from "./search-prospects";

export const routes: RouteDef[] = [
  createInteraction,
  updateInteraction,
  listInteractions,
  deleteInteraction,
  listInteractionTypes,
  listInteractionSubTypes,
  listInteractionOutcomes,
  prospectBoard,
  searchProspects,
];
