import type { RouteDef } from "../http/route";
import { listDueInteractions, removeDueInteractions } from "./due-interactions";
import { getMemberActivity } from "./get-member-activity";
import { listDueMembers } from "./list-due-members";

/** The retention schedule's extension operations (issue 33). */
export const routes: RouteDef[] = [listDueMembers, getMemberActivity, listDueInteractions, removeDueInteractions];
