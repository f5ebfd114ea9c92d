import type { DateDefaultValue, UserField, UserFieldType } from "@frontdesk/lib/contract/configuration";
import type { Words } from "@/components/ui/catalogue";
import { formatter } from "@frontdesk/lib/venue/format";

/** What each user-field type holds, in the desk's words: its key in the Configuration messages. */
const typeKeys: Record<UserFieldType, string> = {
  Free_Format: "userFields.types.freeFormat",
  Options: "userFields.types.options",
  Date: "userFields.types.date",
  Numeric: "userFields.types.numeric",
  Currency: "userFields.types.currency",
  Hyperlink: "userFields.types.hyperlink",
  User: "userFields.types.user",
  Member: "userFields.types.member",
};

export const userFieldTypeLabel = (type: UserFieldType, t: Words): string =>
  typeKeys[type] ? t(typeKeys[type]) : type;

/** A month's name in the screen's language (1 = January), or undefined outside 1 to 12. */
const monthName = (month: number, locale: string) =>
  month >= 1 && month <= 12
    ? formatter({ month: "long" }, "UTC", locale === "cy" ? "cy-GB" : "en-GB").format(Date.UTC(2026, month - 1, 1))
    : undefined;

export function describeDateDefault(value: DateDefaultValue, t: Words, locale: string): string {
  const day = value.DayType === "Current" ? t("userFields.todaysDay") : t("userFields.dayN", { day: value.Day ?? 0 });
  const month =
    value.MonthType === "Current"
      ? t("userFields.currentMonth")
      : (monthName(value.Month ?? 0, locale) ?? t("userFields.monthN", { month: value.Month ?? 0 }));
  const year = value.Year ? String(value.Year) : t("userFields.thisYear");
  return t("userFields.dateDefault", { day, month, year });
}

/** A default value as a sentence: "No default", "The signed-in user", "Member #1001", ... */
export function describeDefault(field: Pick<UserField, "type" | "defaultValue">, t: Words, locale: string): string {
  const value = field.defaultValue;
  if (value === null || value === undefined) return t("userFields.noDefault");
  if (typeof value === "object") {
    if ("DayType" in value) return describeDateDefault(value, t, locale);
    if ("IsCurrentUser" in value) return t("userFields.signedInUser");
    if ("UserName" in value) return t("userFields.userN", { name: value.UserName });
    return JSON.stringify(value);
  }
  if (field.type === "Member") return t("userFields.memberN", { id: value });
  return value === "" ? t("userFields.emptyText") : value;
}
