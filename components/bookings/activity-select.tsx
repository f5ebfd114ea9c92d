import { useMemo, type ComponentProps } from "react";
import type { ActivitySummary } from "@frontdesk/lib/contract/bookings";
import { SelectField } from "@/components/ui/select-field";

/**
 * The venue's activities as a select, under a heading per site (past bookings' filter, the
 * restriction check). `placeholder` is the first, empty choice.
 */
export function ActivitySelect({
  activities,
  placeholder,
  ...props
}: Omit<ComponentProps<typeof SelectField>, "options" | "groups" | "placeholder"> & {
  activities: readonly ActivitySummary[] | undefined;
  placeholder: string;
}) {
  const groups = useMemo(() => {
    const bySite = new Map<string, { value: string; label: string }[]>();
    for (const a of activities ?? [])
      bySite.set(a.siteName, [...(bySite.get(a.siteName) ?? []), { value: a.activityId, label: a.activityName }]);
    return [...bySite].map(([label, options]) => ({ label, options }));
  }, [activities]);
  return <SelectField {...props} placeholder={{ value: "", label: placeholder }} groups={groups} />;
}
