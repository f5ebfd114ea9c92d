import { createUserField } from "./create-user-field";
import { listUserFields } from "./list-user-fields";

export const userFieldRoutes = [createUserField, listUserFields];
