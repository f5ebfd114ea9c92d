import { getResourceProductById, getResourceProductEmptySegment } from "./get-resource-product";
import { listResourceProducts } from "./list-resource-products";

export const resourceProductRoutes = [listResourceProducts, getResourceProductEmptySegment, getResourceProductById];
