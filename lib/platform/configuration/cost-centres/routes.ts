import { listCostCentres } from "./list-cost-centres";
import { updateCostCentre } from "./update-cost-centre";

export const costCentreRoutes = [listCostCentres, updateCostCentre];
