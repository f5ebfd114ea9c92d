/** The retention area's operation declarations (issue 33), without their handlers: what callPlatform reads. */
export { listDueMembers } from "./list-due-members.schema";
export { getMemberActivity } from "./get-member-activity.schema";
export { listDueInteractions, removeDueInteractions } from "./due-interactions.schema";
