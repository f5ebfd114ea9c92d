import type { ReactNode } from "react";

/**
 * The frame every list screen's table shares: horizontal scroll on narrow screens, a caption
 * for screen readers, and the column-header style. Rows are the children.
 */
export function DataTable({
  caption,
  head,
  children,
  className = "",
}: {
  caption: ReactNode;
  head: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className="overflow-x-auto">
      <table className={`w-full text-left text-sm ${className}`}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-300 text-xs tracking-wide text-slate-600 uppercase dark:border-slate-700 dark:text-slate-400">
          <tr>{head}</tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** A column header; `last` drops the right padding that separates it from the next column. */
export function Th({
  children,
  last = false,
  className = "",
}: {
  children?: ReactNode;
  last?: boolean;
  className?: string;
}) {
  return (
    <th scope="col" className={`py-2 ${last ? "" : "pr-4"} ${className}`.trim()}>
      {children}
    </th>
  );
}
