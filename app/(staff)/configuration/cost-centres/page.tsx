import type { Metadata } from "next";
import { CostCentreList } from "@/components/configuration/cost-centres/cost-centre-list";

export const metadata: Metadata = { title: "Cost centres" };

export default function CostCentresPage() {
  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="text-2xl font-semibold">Cost centres</h1>
      <p className="mt-1 mb-6 text-sm text-slate-600 dark:text-slate-300">
        The top of the financial reporting structure. Departments attach to a cost centre; a description is always
        required.
      </p>
      <CostCentreList />
    </div>
  );
}
