import type { Metadata } from "next";
import { ResourceProductList } from "@/components/configuration/resource-products/resource-product-list";

export const metadata: Metadata = { title: "Resource products" };

export default function ResourceProductsPage() {
  return (
    <div className="mx-auto max-w-6xl">
      <h1 className="text-2xl font-semibold">Resource products</h1>
      <p className="mt-1 mb-6 text-sm text-slate-600 dark:text-slate-300">
        Bookable resources such as courts and pitches, with the calendar that sets when they open.
      </p>
      <ResourceProductList />
    </div>
  );
}
