import type { DateDefaultValue, UserField, UserFieldType } from "@/lib/contract/configuration";

/** What each user-field type holds, in the desk's words. */
export const userFieldTypeLabels: Record<UserFieldType, string> = {
  Free_Format: "Free text",
  Options: "Choice from a list",
  Date: "Date",
  Numeric: "Whole number",
  Currency: "Money amount",
  Hyperlink: "Web link",
  User: "Staff user",
  Member: "Member",
};

const monthNames = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

export function describeDateDefault(value: DateDefaultValue): string {
  const day = value.DayType === "Current" ? "Today's day" : `Day ${value.Day}`;
  const month =
    value.MonthType === "Current"
      ? "the current month"
      : (monthNames[(value.Month ?? 0) - 1] ?? `month ${value.Month}`);
  const year = value.Year ? String(value.Year) : "this year";
  return `${day} of ${month}, ${year}`;
}

/** A default value as a sentence: "No default", "The signed-in user", "Member #1001", ... */
export function describeDefault(field: Pick<UserField, "type" | "defaultValue">): string {
  const value = field.defaultValue;
  if (value === null || value === undefined) return "No default";
  if (typeof value === "object") {
    if ("DayType" in value) return describeDateDefault(value);
    if ("IsCurrentUser" in value) return "The signed-in user";
    if ("UserName" in value) return `User ${value.UserName}`;
    return JSON.stringify(value);
  }
  if (field.type === "Member") return `Member #${value}`;
  return value === "" ? "Empty text" : value;
}
