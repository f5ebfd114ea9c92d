import { getStatus, getStatusMemberCount, listStatuses } from "./list-statuses";
import { updateStatus } from "./update-status";

export const statusRoutes = [listStatuses, getStatus, getStatusMemberCount, updateStatus];
