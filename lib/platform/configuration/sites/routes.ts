import { getSite } from "./get-site";
import { listSites } from "./list-sites";

export const siteRoutes = [listSites, getSite];
