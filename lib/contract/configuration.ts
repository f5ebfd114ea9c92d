/**
 * Configuration area contract: zod schemas of the platform's configuration resources and requests,
 * shared by the platform (limits and messages), the BFF and the forms. Messages are the spec's.
 */
import { z } from "zod";

// ---------------------------------------------------------------- user fields (endpoint 3)

export const userFieldTypes = [
  "Free_Format",
  "Options",
  "Date",
  "Numeric",
  "Currency",
  "Hyperlink",
  "User",
  "Member",
] as const;
export type UserFieldType = (typeof userFieldTypes)[number];
export const dateDefaultPartTypes = ["Fixed", "Current"] as const;

export const userFieldLimits = {
  description: 25,
  optionDescription: 50,
  sortOrderMin: 0,
  sortOrderMax: 32767,
} as const;

export const userFieldMessages = {
  sortOrderNotInteger: "Could not convert string to integer.",
  sortOrderRange: `The field SortOrder must be between ${userFieldLimits.sortOrderMin} and ${userFieldLimits.sortOrderMax}.`,
  sortOrderNotUnique: "User field sort order is not unique.",
  descriptionRequired: "The Description field is required.",
  descriptionTooLong: `The field Description must be a string with a maximum length of ${userFieldLimits.description}.`,
  optionDescriptionTooLong: `The field Description must be a string with a maximum length of ${userFieldLimits.optionDescription}.`,
  typeInvalid: "The user field type is required to be a non-empty and valid value.",
  optionsNotAllowed: "User field of non-Options type may not have options specified.",
  notString: (v: string) => `the given value of: ${v} is not a valid string`,
  notInteger: (v: string) => `the given value of: ${v} is not a valid integer`,
  notDecimal: (v: string) => `the given value of: ${v} is not a valid decimal`,
  notAnOption: (v: string) => `DefaultValue option ${v} is not one of the given option descriptions.`,
  badDefaultObject: "Invalid or missing data from the default value object.",
  badMember: (v: string) => `Failed to parse ${v} correctly for its type of Member.`,
  userNeither: "User name was not given and IsCurrentUser was not selected.",
  userBoth: "A username cannot be provided when IsCurrentUser is selected.",
  userNotFound: (v: string) => `User name ${v} was not found.`,
  memberNotFound: (v: string) => `Member ID ${v} was not found.`,
} as const;

const dateDefaultValue = z.object({
  DayType: z.enum(dateDefaultPartTypes),
  MonthType: z.enum(dateDefaultPartTypes),
  /** null when DayType is Current */
  Day: z.number().int().nullable(),
  /** null when MonthType is Current */
  Month: z.number().int().nullable(),
  Year: z.number().int(),
});
export type DateDefaultValue = z.infer<typeof dateDefaultValue>;

const userDefaultValue = z.union([
  z.object({ UserName: z.string().min(1) }),
  z.object({ IsCurrentUser: z.literal(true) }),
]);

const userFieldDefaultValue = z.union([z.string(), dateDefaultValue, userDefaultValue]);

const userFieldOption = z.object({
  id: z.number().int(),
  description: z.string(),
});

export const createUserFieldRequest = z
  .object({
    sortOrder: z
      .number({ message: userFieldMessages.sortOrderNotInteger })
      .int(userFieldMessages.sortOrderNotInteger)
      .min(userFieldLimits.sortOrderMin, userFieldMessages.sortOrderRange)
      .max(userFieldLimits.sortOrderMax, userFieldMessages.sortOrderRange)
      .nullish(),
    description: z
      .string({ message: userFieldMessages.descriptionRequired })
      .trim()
      .min(1, userFieldMessages.descriptionRequired)
      .max(userFieldLimits.description, userFieldMessages.descriptionTooLong),
    type: z.enum(userFieldTypes, { message: userFieldMessages.typeInvalid }),
    defaultValue: userFieldDefaultValue.nullish(),
    options: z
      .array(
        z.object({
          id: z.number().int().optional(),
          description: z
            .string({ message: userFieldMessages.descriptionRequired })
            .min(1, userFieldMessages.descriptionRequired)
            .max(userFieldLimits.optionDescription, userFieldMessages.optionDescriptionTooLong),
        }),
      )
      .nullish(),
  })
  .superRefine((value, ctx) => {
    if (value.type !== "Options" && value.options && value.options.length > 0) {
      ctx.addIssue({ code: "custom", path: ["options"], message: userFieldMessages.optionsNotAllowed });
    }
  });
export type CreateUserFieldRequest = z.infer<typeof createUserFieldRequest>;

/** A user field definition as read back through GET /api/configuration/user-fields. */
export const userField = z.object({
  id: z.number().int(),
  sortOrder: z.number().int().nullable(),
  description: z.string(),
  type: z.enum(userFieldTypes),
  defaultValue: userFieldDefaultValue.nullable(),
  options: z.array(userFieldOption),
});
export type UserField = z.infer<typeof userField>;

// ---------------------------------------------------------------- member statuses (endpoint 8)

export const memberStatusLimits = { id: 15, description: 25, descriptionValidated: 255 } as const;
export const memberStatusMessages = {
  unknownId: (id: string) => `Status ID ${id} does not exist`,
  descriptionOver255: "The status description cannot be more than 255 characters",
  /** the sandbox's 400 where the spec documents a 500 (26 to 255 characters) */
  descriptionOver25: "The status description cannot be more than 25 characters",
  colourInvalid: (field: "back" | "text", value: string) =>
    `The ${field} colour '${value}' is not a valid colour: use #RRGGBB or a standard colour name`,
} as const;

/** The CSS named colours (CSS Color Module Level 4), lower-case name to #RRGGBB. */
const cssNamedColours: Record<string, string> = {
  aliceblue: "#F0F8FF",
  antiquewhite: "#FAEBD7",
  aqua: "#00FFFF",
  aquamarine: "#7FFFD4",
  azure: "#F0FFFF",
  beige: "#F5F5DC",
  bisque: "#FFE4C4",
  black: "#000000",
  blanchedalmond: "#FFEBCD",
  blue: "#0000FF",
  blueviolet: "#8A2BE2",
  brown: "#A52A2A",
  burlywood: "#DEB887",
  cadetblue: "#5F9EA0",
  chartreuse: "#7FFF00",
  chocolate: "#D2691E",
  coral: "#FF7F50",
  cornflowerblue: "#6495ED",
  cornsilk: "#FFF8DC",
  crimson: "#DC143C",
  cyan: "#00FFFF",
  darkblue: "#00008B",
  darkcyan: "#008B8B",
  darkgoldenrod: "#B8860B",
  darkgray: "#A9A9A9",
  darkgreen: "#006400",
  darkgrey: "#A9A9A9",
  darkkhaki: "#BDB76B",
  darkmagenta: "#8B008B",
  darkolivegreen: "#556B2F",
  darkorange: "#FF8C00",
  darkorchid: "#9932CC",
  darkred: "#8B0000",
  darksalmon: "#E9967A",
  darkseagreen: "#8FBC8F",
  darkslateblue: "#483D8B",
  darkslategray: "#2F4F4F",
  darkslategrey: "#2F4F4F",
  darkturquoise: "#00CED1",
  darkviolet: "#9400D3",
  deeppink: "#FF1493",
  deepskyblue: "#00BFFF",
  dimgray: "#696969",
  dimgrey: "#696969",
  dodgerblue: "#1E90FF",
  firebrick: "#B22222",
  floralwhite: "#FFFAF0",
  forestgreen: "#228B22",
  fuchsia: "#FF00FF",
  gainsboro: "#DCDCDC",
  ghostwhite: "#F8F8FF",
  gold: "#FFD700",
  goldenrod: "#DAA520",
  gray: "#808080",
  green: "#008000",
  greenyellow: "#ADFF2F",
  grey: "#808080",
  honeydew: "#F0FFF0",
  hotpink: "#FF69B4",
  indianred: "#CD5C5C",
  indigo: "#4B0082",
  ivory: "#FFFFF0",
  khaki: "#F0E68C",
  lavender: "#E6E6FA",
  lavenderblush: "#FFF0F5",
  lawngreen: "#7CFC00",
  lemonchiffon: "#FFFACD",
  lightblue: "#ADD8E6",
  lightcoral: "#F08080",
  lightcyan: "#E0FFFF",
  lightgoldenrodyellow: "#FAFAD2",
  lightgray: "#D3D3D3",
  lightgreen: "#90EE90",
  lightgrey: "#D3D3D3",
  lightpink: "#FFB6C1",
  lightsalmon: "#FFA07A",
  lightseagreen: "#20B2AA",
  lightskyblue: "#87CEFA",
  lightslategray: "#778899",
  lightslategrey: "#778899",
  lightsteelblue: "#B0C4DE",
  lightyellow: "#FFFFE0",
  lime: "#00FF00",
  limegreen: "#32CD32",
  linen: "#FAF0E6",
  magenta: "#FF00FF",
  maroon: "#800000",
  mediumaquamarine: "#66CDAA",
  mediumblue: "#0000CD",
  mediumorchid: "#BA55D3",
  mediumpurple: "#9370DB",
  mediumseagreen: "#3CB371",
  mediumslateblue: "#7B68EE",
  mediumspringgreen: "#00FA9A",
  mediumturquoise: "#48D1CC",
  mediumvioletred: "#C71585",
  midnightblue: "#191970",
  mintcream: "#F5FFFA",
  mistyrose: "#FFE4E1",
  moccasin: "#FFE4B5",
  navajowhite: "#FFDEAD",
  navy: "#000080",
  oldlace: "#FDF5E6",
  olive: "#808000",
  olivedrab: "#6B8E23",
  orange: "#FFA500",
  orangered: "#FF4500",
  orchid: "#DA70D6",
  palegoldenrod: "#EEE8AA",
  palegreen: "#98FB98",
  paleturquoise: "#AFEEEE",
  palevioletred: "#DB7093",
  papayawhip: "#FFEFD5",
  peachpuff: "#FFDAB9",
  peru: "#CD853F",
  pink: "#FFC0CB",
  plum: "#DDA0DD",
  powderblue: "#B0E0E6",
  purple: "#800080",
  rebeccapurple: "#663399",
  red: "#FF0000",
  rosybrown: "#BC8F8F",
  royalblue: "#4169E1",
  saddlebrown: "#8B4513",
  salmon: "#FA8072",
  sandybrown: "#F4A460",
  seagreen: "#2E8B57",
  seashell: "#FFF5EE",
  sienna: "#A0522D",
  silver: "#C0C0C0",
  skyblue: "#87CEEB",
  slateblue: "#6A5ACD",
  slategray: "#708090",
  slategrey: "#708090",
  snow: "#FFFAFA",
  springgreen: "#00FF7F",
  steelblue: "#4682B4",
  tan: "#D2B48C",
  teal: "#008080",
  thistle: "#D8BFD8",
  tomato: "#FF6347",
  turquoise: "#40E0D0",
  violet: "#EE82EE",
  wheat: "#F5DEB3",
  white: "#FFFFFF",
  whitesmoke: "#F5F5F5",
  yellow: "#FFFF00",
  yellowgreen: "#9ACD32",
};

/**
 * A status colour as the platform stores it: "#RRGGBB" upper-case, "" for no colour, or undefined
 * when the value is neither #RRGGBB (#RGB is expanded) nor a standard colour name.
 */
export function parseStatusColour(value: string): string | undefined {
  const trimmed = value.trim();
  if (trimmed === "") return "";
  if (/^#[0-9a-f]{6}$/i.test(trimmed)) return trimmed.toUpperCase();
  if (/^#[0-9a-f]{3}$/i.test(trimmed)) return `#${[...trimmed.slice(1)].map((c) => c + c).join("")}`.toUpperCase();
  return cssNamedColours[trimmed.toLowerCase()];
}

export const memberStatus = z.object({
  id: z.string(),
  description: z.string(),
  backColourHex: z.string(),
  textColourHex: z.string(),
  collectSalesInvoices: z.boolean(),
  treatMembersAsExpired: z.boolean(),
  freezeSubscriptions: z.boolean(),
  prospectStatus: z.boolean(),
});
export type MemberStatus = z.infer<typeof memberStatus>;

const colourField = (field: "back" | "text") =>
  z
    .string()
    .refine((v) => parseStatusColour(v) !== undefined, {
      error: (issue) => memberStatusMessages.colourInvalid(field, String(issue.input)),
    })
    .meta({ maxLength: 7 }) // the Limits table (colour hex 7 characters), for the OpenAPI document
    .nullish();

export const updateMemberStatusRequest = z.object({
  description: z.string().max(memberStatusLimits.description, memberStatusMessages.descriptionOver25).nullish(),
  backColourHex: colourField("back"),
  textColourHex: colourField("text"),
  collectSalesInvoices: z.boolean().nullish(),
  treatMembersAsExpired: z.boolean().nullish(),
  freezeSubscriptions: z.boolean().nullish(),
  prospectStatus: z.boolean().nullish(),
});
export type UpdateMemberStatusRequest = z.infer<typeof updateMemberStatusRequest>;

// ---------------------------------------------------------------- sites (endpoint 11)

export const translation = z.object({ type: z.string(), culture: z.string(), text: z.string() });
export type Translation = z.infer<typeof translation>;

const siteFeature = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  translations: z.array(translation),
});

export const site = z.object({
  id: z.string(),
  name: z.string(),
  legalName: z.string().nullable(),
  vatId: z.string().describe("Max 20, free text; empty when unset"),
  description: z.string().nullable(),
  address: z.object({
    addressLine1: z.string().nullable(),
    addressLine2: z.string().nullable(),
    addressLine3: z.string().nullable(),
    townCity: z.string().nullable(),
    region: z.string().nullable(),
    postalCode: z.string().nullable(),
    country: z.string().nullable(),
  }),
  location: z.object({ latitude: z.string().nullable(), longitude: z.string().nullable() }),
  contact: z.object({ telephone: z.string().nullable(), email: z.string().nullable() }),
  websiteUrl: z.string().nullable(),
  logoUrl: z.string().nullable(),
  termsConditionsUrl: z.string(),
  privacyPolicyUrl: z.string(),
  openActiveTaxMode: z.string().nullable(),
  isActive: z.boolean(),
  isWebVisible: z.boolean(),
  openingDate: z.string().nullable(),
  organisations: z.array(z.object({ id: z.number().int(), type: z.string(), name: z.string() })).nullable(),
  images: z
    .array(
      z.object({
        id: z.number().int(),
        url: z.string(),
        description: z.string().nullable(),
        translations: z.array(translation),
      }),
    )
    .nullable(),
  socialMedia: z
    .array(
      z.object({
        id: z.number().int(),
        url: z.string(),
        description: z.string().nullable(),
        logoUrl: z.string().nullable(),
        translations: z.array(translation),
      }),
    )
    .nullable(),
  translations: z.array(translation),
  amenities: z.array(siteFeature).optional(),
  facilities: z.array(siteFeature).optional(),
});
export type Site = z.infer<typeof site>;

export const siteMessages = { unknownId: (id: string) => `Site ID '${id}' does not exist` } as const;

// ---------------------------------------------------------------- cost centres (endpoint 19)

export const costCentreLimits = { description: 255, reference: 255 } as const;
export const costCentreMessages = {
  descriptionEmpty: "Description cannot be empty",
  descriptionTooLong: "Description cannot be more than 255 characters",
  referenceTooLong: "Reference cannot be more than 255 characters",
  unknownId: "CostCentre ID does not exist",
} as const;

export const costCentre = z.object({ id: z.string(), description: z.string(), reference: z.string() });
export type CostCentre = z.infer<typeof costCentre>;

export const updateCostCentreRequest = z.object({
  description: z
    .string()
    .max(costCentreLimits.description, costCentreMessages.descriptionTooLong)
    .refine((v) => v.trim() !== "", costCentreMessages.descriptionEmpty)
    .nullish(),
  reference: z.string().max(costCentreLimits.reference, costCentreMessages.referenceTooLong).nullish(),
});
export type UpdateCostCentreRequest = z.infer<typeof updateCostCentreRequest>;

// ---------------------------------------------------------------- resource products (endpoint 20)

export const weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

const openingTime = z.object({
  day: z.enum(weekdayNames).nullable(),
  startTime: z.string(),
  endTime: z.string(),
});
export type OpeningTime = z.infer<typeof openingTime>;

export const resourceProduct = z.object({
  id: z.string(),
  description: z.string(),
  siteGroupId: z.string(),
  calendarId: z.string(),
  active: z.boolean(),
  openingTimes: z.array(openingTime),
});
export type ResourceProduct = z.infer<typeof resourceProduct>;

export const resourceProductMessages = {
  idMissing: "ProductId must be specified",
  notFound: "Product not found",
  /** the sandbox's 400 where the spec documents a 500 */
  startWithoutEnd: (calendarId: string, day: string) =>
    `The calendar ${calendarId} has an opening time on ${day} with a start time but no end time`,
} as const;

/** Extension: how many members hold a status (a behaviour change applies to them at once). */
export const statusMemberCount = z.object({ statusId: z.string(), memberCount: z.number().int() });
export type StatusMemberCount = z.infer<typeof statusMemberCount>;
