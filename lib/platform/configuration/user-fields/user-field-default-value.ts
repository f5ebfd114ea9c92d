import { sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { platformUsers } from "../../db/schema";
import { PlatformError } from "../../http/errors";
import { dateDefaultPartTypes, userFieldMessages as m, type UserFieldType } from "../../../contract/configuration";
import { JsonFields, isInt32, isPlainObject, shown } from "../../http/input";
import { requireMember } from "../../members/member-record";

/** A whole number as int.TryParse reads it (optional sign, surrounding spaces), or undefined. */
function parseWholeNumber(value: unknown): number | undefined {
  if (typeof value === "number") return isInt32(value) ? value : undefined;
  if (typeof value === "string" && /^\s*[+-]?\d+\s*$/.test(value)) {
    const n = Number(value.trim());
    return isInt32(n) ? n : undefined;
  }
  return undefined;
}

/** A decimal written without a currency symbol (1, 1.5, .5, -2.25), or undefined. */
function parseDecimal(value: unknown): string | undefined {
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value === "string" && /^\s*[+-]?(\d+(\.\d*)?|\.\d+)\s*$/.test(value)) return value.trim();
  return undefined;
}

/**
 * Checks a user field's default value against its type (endpoint 3) and returns the value to
 * store, or throws the spec's 400/404. Undefined and null mean "no default".
 */
export async function checkDefaultValue(
  db: Executor,
  type: UserFieldType,
  value: unknown,
  optionDescriptions: string[],
): Promise<unknown> {
  if (value === undefined || value === null) return null;
  switch (type) {
    case "Free_Format":
    case "Hyperlink":
      if (typeof value !== "string") throw PlatformError.text(400, m.notString(shown(value)));
      return value;
    case "Options":
      if (typeof value !== "string" || !optionDescriptions.includes(value))
        throw PlatformError.text(400, m.notAnOption(shown(value)));
      return value;
    case "Numeric": {
      const n = parseWholeNumber(value);
      if (n === undefined) throw PlatformError.text(400, m.notInteger(shown(value)));
      return String(n);
    }
    case "Currency": {
      const d = parseDecimal(value);
      if (d === undefined) throw PlatformError.text(400, m.notDecimal(shown(value)));
      return d;
    }
    case "Member": {
      const id = parseWholeNumber(value);
      if (id === undefined) throw PlatformError.text(400, m.badMember(shown(value)));
      await requireMember(db, id, () => PlatformError.text(404, m.memberNotFound(shown(value))));
      return String(id);
    }
    case "Date":
      return checkDateDefault(value);
    case "User":
      return checkUserDefault(db, value);
  }
}

/** { DayType, MonthType, Day, Month, Year }: DayType and MonthType each Fixed or Current. */
function checkDateDefault(value: unknown) {
  if (!isPlainObject(value)) throw PlatformError.text(400, m.badDefaultObject);
  const fields = new JsonFields(value);
  const partType = (name: string) => {
    const raw = fields.get(name);
    const found =
      typeof raw === "string"
        ? dateDefaultPartTypes.find((t) => t.toLowerCase() === raw.trim().toLowerCase())
        : undefined;
    if (!found) throw PlatformError.text(400, m.badDefaultObject);
    return found;
  };
  const DayType = partType("DayType");
  const MonthType = partType("MonthType");
  const part = (name: string, min: number, max: number, optional: boolean) => {
    const raw = fields.get(name);
    if ((raw === undefined || raw === null) && optional) return null;
    const n = parseWholeNumber(raw);
    if (n === undefined || n < min || n > max) throw PlatformError.text(400, m.badDefaultObject);
    return n;
  };
  const Day = part("Day", DayType === "Fixed" ? 1 : 0, 31, DayType === "Current");
  const Month = part("Month", MonthType === "Fixed" ? 1 : 0, 12, MonthType === "Current");
  const Year = part("Year", 0, 9999, false);
  return { DayType, MonthType, Day, Month, Year };
}

/** { UserName } or { IsCurrentUser: true }, exactly one of the two; user names are the platform's users. */
async function checkUserDefault(db: Executor, value: unknown) {
  if (!isPlainObject(value)) throw PlatformError.text(400, m.badDefaultObject);
  const fields = new JsonFields(value);
  const rawName = fields.get("UserName");
  const rawCurrent = fields.get("IsCurrentUser");
  if (rawName !== undefined && rawName !== null && typeof rawName !== "string")
    throw PlatformError.text(400, m.badDefaultObject);
  if (rawCurrent !== undefined && rawCurrent !== null && typeof rawCurrent !== "boolean")
    throw PlatformError.text(400, m.badDefaultObject);
  const userName = typeof rawName === "string" && rawName.trim() !== "" ? rawName : undefined;
  const isCurrentUser = rawCurrent === true;
  if (userName !== undefined && isCurrentUser) throw PlatformError.text(400, m.userBoth);
  if (userName === undefined && !isCurrentUser) throw PlatformError.text(400, m.userNeither);
  if (isCurrentUser) return { IsCurrentUser: true };
  const [user] = await db
    .select({ id: platformUsers.userName })
    .from(platformUsers)
    .where(sql`lower(${platformUsers.userName}) = lower(${userName!.trim()})`)
    .limit(1);
  if (!user) throw PlatformError.text(404, m.userNotFound(userName!));
  return { UserName: user.id };
}
