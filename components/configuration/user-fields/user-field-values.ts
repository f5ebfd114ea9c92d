import type { FieldErrors, Resolver } from "react-hook-form";
import { staffWordsOf } from "@frontdesk/lib/contract/staff-words";
import { userFieldWordings } from "@frontdesk/lib/contract/configuration-words";
import { createUserFieldRequest, type UserFieldType } from "@frontdesk/lib/contract/configuration";

/** The form's own shape; toRequest turns it into the contract's CreateUserFieldRequest. */
export interface UserFieldFormValues {
  description: string;
  type: UserFieldType | "";
  sortOrder: string;
  options: { description: string }[];
  /** Free_Format, Hyperlink, Options, Numeric, Currency, Member */
  defaultText: string;
  dateDefault: "none" | "set";
  dayType: "Fixed" | "Current";
  monthType: "Fixed" | "Current";
  day: string;
  month: string;
  year: string;
  userDefault: "none" | "current" | "named";
  userName: string;
  /** carries the errors of the default value as a whole */
  defaultValue?: never;
}

export const emptyUserField = (): UserFieldFormValues => ({
  description: "",
  type: "",
  sortOrder: "",
  options: [{ description: "" }, { description: "" }],
  defaultText: "",
  dateDefault: "none",
  dayType: "Current",
  monthType: "Current",
  day: "1",
  month: "1",
  year: String(new Date().getFullYear()),
  userDefault: "none",
  userName: "",
});

/** The fields a server problem may name (the BFF puts each platform message, in plain words, under one). */
export const userFieldFormFields = ["description", "type", "sortOrder", "options", "defaultValue"] as const;

const wholeNumber = (text: string) => (/^\s*-?\d+\s*$/.test(text) ? Number(text) : text);

export function toRequest(v: UserFieldFormValues): Record<string, unknown> {
  const request: Record<string, unknown> = { description: v.description, type: v.type || undefined };
  if (v.sortOrder.trim() !== "") request.sortOrder = wholeNumber(v.sortOrder);
  if (v.type === "Options") request.options = v.options.map((o, i) => ({ id: i + 1, description: o.description }));
  switch (v.type) {
    case "Date":
      if (v.dateDefault === "set") {
        request.defaultValue = {
          DayType: v.dayType,
          MonthType: v.monthType,
          Day: v.dayType === "Fixed" ? wholeNumber(v.day) : null,
          Month: v.monthType === "Fixed" ? wholeNumber(v.month) : null,
          Year: wholeNumber(v.year),
        };
      }
      break;
    case "User":
      if (v.userDefault === "current") request.defaultValue = { IsCurrentUser: true };
      if (v.userDefault === "named") request.defaultValue = { UserName: v.userName.trim() };
      break;
    case "":
      break;
    default:
      if (v.defaultText !== "") request.defaultValue = v.defaultText;
  }
  return request;
}

/** The form's fields for a contract issue path. */
function formFieldOf(path: PropertyKey[]): string {
  const [head, index, leaf] = path.map(String);
  if (head === "options" && index !== undefined && leaf === "description") return `options.${index}.description`;
  if (head === "options") return "options";
  if (head === "defaultValue") return "defaultValue";
  return head ?? "description";
}

/** The contract's messages (the platform's, to the letter) in the manager's words (lib/contract/configuration-words.ts). */
const plain = (message: string) => staffWordsOf(message, userFieldWordings).say;
const defaultMessage = (message: string) =>
  /^Invalid input/.test(message) ? "Complete the default value, or choose no default." : plain(message);

/** Validates with the contract's createUserFieldRequest (one schema for platform, BFF and form). */
export const contractResolver: Resolver<UserFieldFormValues> = async (values) => {
  const parsed = createUserFieldRequest.safeParse(toRequest(values));
  if (parsed.success) return { values, errors: {} };
  const errors: Record<string, unknown> = {};
  for (const issue of parsed.error.issues) {
    const field = formFieldOf(issue.path);
    const [head, index, leaf] = field.split(".");
    if (leaf) {
      const list = (errors[head] ??= []) as Record<string, unknown>[];
      list[Number(index)] ??= { [leaf]: { type: "contract", message: plain(issue.message) } };
    } else {
      errors[field] ??= {
        type: "contract",
        message: field === "defaultValue" ? defaultMessage(issue.message) : plain(issue.message),
      };
    }
  }
  return { values: {}, errors: errors as FieldErrors<UserFieldFormValues> };
};
