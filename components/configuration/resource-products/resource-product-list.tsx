"use client";

import Link from "next/link";
import { messageOf } from "@/lib/contract/problem";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { useResourceProducts } from "./queries";
import { openingSummary } from "./opening-times";
import { CalendarKind, ActiveChip } from "./resource-product-chips";
import { DataTable, Th } from "@/components/ui/data-table";

/** The bookable resources (courts, pitches) with their calendar and weekly opening times at a glance. */
export function ResourceProductList() {
  const products = useResourceProducts();
  if (products.isPending) return <LoadingState label="Loading resource products" />;
  if (products.isError)
    return <ErrorState message={messageOf(products.error)} onRetry={() => void products.refetch()} />;
  if (products.data.length === 0) return <EmptyState>No resource products are configured.</EmptyState>;
  return (
    <DataTable
      caption="Resource products"
      head={
        <>
          <Th>Product</Th>
          <Th>Id</Th>
          <Th>Site group</Th>
          <Th>Calendar</Th>
          <Th last>Opening times</Th>
        </>
      }
    >
      {products.data.map((product) => (
        <tr key={product.id} className="border-b border-slate-200 align-top dark:border-slate-800">
          <td className="py-3 pr-4">
            <Link
              href={`/configuration/resource-products/${encodeURIComponent(product.id)}`}
              className="font-medium text-blue-700 hover:underline dark:text-sky-400"
            >
              {product.description}
            </Link>
            <span className="ml-2">
              <ActiveChip active={product.active} />
            </span>
          </td>
          <td className="py-3 pr-4 font-mono">{product.id}</td>
          <td className="py-3 pr-4 font-mono">{product.siteGroupId}</td>
          <td className="py-3 pr-4">
            <CalendarKind calendarId={product.calendarId} />
          </td>
          <td className="py-3">
            {product.openingTimes.length ? openingSummary(product.openingTimes) : "No opening times"}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
