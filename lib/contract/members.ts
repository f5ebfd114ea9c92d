/**
 * Members area contract: zod schemas of the platform's member resources and requests
 * (consent, recurring card and wallet, medical details, addresses, front-desk search/overview).
 * One schema, three users: the platform parses requests with it, the BFF re-checks, forms resolve with it.
 */
import { z } from "zod";
import { refineUkPostcodes, storedPostcode } from "./postcode";
import { addressLimits, type AddressLineField } from "./address-limits";

const dateTime = z.string().describe("ISO 8601 date-time (UTC)");
/** A date-time the client sends: any ISO 8601 date-time with Z or an offset. */
const sentDateTime = (field: string) =>
  z
    .string({ error: `${field} must be an ISO 8601 date-time string.` })
    .refine(
      (v) =>
        /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i.test(v) && !Number.isNaN(Date.parse(v)),
      {
        error: `${field} must be an ISO 8601 date-time string.`,
      },
    );

// ---------------------------------------------------------------- consent (endpoint 1)

const campaignConsent = z.object({
  campaignId: z.int32(),
  campaignName: z.string(),
  campaignDescription: z.string(),
  captureDate: dateTime,
  expiryDate: dateTime.nullable(),
  guardianName: z
    .string()
    .optional()
    .describe("Present only when the member was below the age of consent (16) at capture"),
  category: z.enum(["Marketing", "Data_Processing"]),
});
export type CampaignConsent = z.infer<typeof campaignConsent>;

const channelConsent = z.object({ channelId: z.string(), channelName: z.string(), captureDate: dateTime });
export type ChannelConsent = z.infer<typeof channelConsent>;

export const memberConsent = z.object({
  memberId: z.int32(),
  onlineConsentDate: dateTime.nullable(),
  onlineConsentGuardianName: z.string().nullable(),
  privacyPolicySignedDate: dateTime.nullable(),
  privacyPolicySigned: z.boolean(),
  termsAndConditionsSignedDate: dateTime.nullable(),
  healthCommitmentStatementSignedDate: dateTime.nullable(),
  modifiedOn: dateTime,
  createdOn: dateTime,
  campaignPreferences: z.object({
    marketingCampaigns: z.array(campaignConsent),
    dataCampaigns: z.array(campaignConsent),
    communicationTypes: z.array(channelConsent),
  }),
});
export type MemberConsent = z.infer<typeof memberConsent>;

/**
 * The parts of a member's consent that are edited on their own, each versioned on its own for
 * lost-update checks (lib/bff/versioned.ts): a grant of one campaign never conflicts with another.
 */
export const legalAgreementsOf = (c: MemberConsent) => ({
  privacyPolicySigned: c.privacyPolicySigned,
  privacyPolicySignedDate: c.privacyPolicySignedDate,
  termsAndConditionsSignedDate: c.termsAndConditionsSignedDate,
  healthCommitmentStatementSignedDate: c.healthCommitmentStatementSignedDate,
});
export const heldCampaign = (c: MemberConsent, campaignId: number) =>
  [...c.campaignPreferences.marketingCampaigns, ...c.campaignPreferences.dataCampaigns].find(
    (x) => x.campaignId === campaignId,
  ) ?? null;
export const heldChannel = (c: MemberConsent, channelId: string) =>
  c.campaignPreferences.communicationTypes.find((x) => x.channelId === channelId) ?? null;

/** PUT /api/members/{memberId}/consent: legal-agreement data only; an omitted key keeps its value, null clears a date. */
export const updateConsentRequest = z
  .object({
    privacyPolicySigned: z.boolean({ error: "privacyPolicySigned must be a boolean." }).optional(),
    privacyPolicySignedDate: sentDateTime("privacyPolicySignedDate").nullable().optional(),
    termsAndConditionsSignedDate: sentDateTime("termsAndConditionsSignedDate").nullable().optional(),
    healthCommitmentStatementSignedDate: sentDateTime("healthCommitmentStatementSignedDate").nullable().optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), {
    error:
      "At least one of privacyPolicySigned, privacyPolicySignedDate, termsAndConditionsSignedDate, healthCommitmentStatementSignedDate must be provided.",
  });
export type UpdateConsentRequest = z.infer<typeof updateConsentRequest>;

/** PUT /api/members/{memberId}/campaign: granting creates the consent record, withdrawing deletes it. */
export const assignCampaignConsentRequest = z.object({
  campaignId: z.int32({ error: "campaignId must be an integer." }),
  granted: z.boolean({ error: "granted must be a boolean." }),
  captureDate: sentDateTime("captureDate")
    .optional()
    .describe("When consent was captured; defaults to now; not in the future"),
  guardianName: z
    .string({ error: "guardianName must be a string." })
    .max(255, { error: "guardianName cannot be more than 255 characters." })
    .optional()
    .describe(
      "Guardian who consented; stored only when the member was below the age of consent (16) at the capture date, and then required unless the member has an online-consent guardian",
    ),
});

/** PUT /api/members/{memberId}/communication-channels */
export const assignChannelConsentRequest = z.object({
  channelId: z.string({ error: "channelId must be a string." }).min(1, { error: "channelId must be a string." }),
  granted: z.boolean({ error: "granted must be a boolean." }),
  captureDate: sentDateTime("captureDate")
    .optional()
    .describe("When agreement was captured; defaults to now; not in the future"),
});

export const consentCampaignConfig = z.object({
  campaignId: z.int32(),
  campaignName: z.string(),
  campaignDescription: z.string(),
  category: z.enum(["Marketing", "Data_Processing"]),
  expiryDate: dateTime.nullable(),
});
export type ConsentCampaignConfig = z.infer<typeof consentCampaignConfig>;
export const communicationChannelConfig = z.object({ channelId: z.string(), channelName: z.string() });
export type CommunicationChannelConfig = z.infer<typeof communicationChannelConfig>;

const consentSources = ["desk", "online", "import"] as const;
const consentSource = z.enum(consentSources);
export type ConsentSource = z.infer<typeof consentSource>;

export const consentHistoryEntry = z.object({
  id: z.int32(),
  kind: z.enum(["campaign", "channel", "legal"]),
  subjectId: z.string(),
  subjectName: z.string(),
  action: z.enum(["granted", "withdrawn", "changed"]),
  captureDate: dateTime.nullable(),
  guardianName: z.string().nullable(),
  changedBy: z.string(),
  source: consentSource.describe(
    "Where the change was recorded: desk (front-of-house staff), online (the member), import (migrated data)",
  ),
  changedOn: dateTime,
});
export type ConsentHistoryEntry = z.infer<typeof consentHistoryEntry>;

// ---------------------------------------------------------------- recurring card and wallet (endpoint 2)

export const recurringCard = z.object({
  rcpCardId: z
    .string()
    .nullable()
    .describe("Id of the designated card, a string; data[].cardID of the wallet list is the same id as an integer"),
  verified: z
    .boolean()
    .describe("True only when a card is designated and a payment-provider reference was captured for it"),
});
export type RecurringCard = z.infer<typeof recurringCard>;

const walletCard = z.object({
  cardID: z.int32(),
  brand: z.string(),
  last4: z.string(),
  expiryMonth: z.int32(),
  expiryYear: z.int32(),
  holderName: z.string().nullable(),
  isDesignated: z.boolean(),
});
export type WalletCard = z.infer<typeof walletCard>;
export const walletCardList = z.object({ data: z.array(walletCard) });

/** The desk's reads of the card and the wallet (BFF): `wallet` false when the member has none yet (the platform's 404). */
const hasWallet = z.boolean().describe("false: the member has no wallet yet, so no saved or designated card");
export const deskRecurringCard = recurringCard.extend({ wallet: hasWallet });
export type DeskRecurringCard = z.infer<typeof deskRecurringCard>;
export const deskWalletCardList = walletCardList.extend({ wallet: hasWallet });
export type DeskWalletCardList = z.infer<typeof deskWalletCardList>;

const cardIdMessage = { error: "cardId must be an integer." };
const cardIdField = z
  .union([z.int32(cardIdMessage), z.string(cardIdMessage).regex(/^\d{1,9}$/, cardIdMessage)], cardIdMessage)
  .transform((v) => Number(v));

/** PUT /api/members/{memberId}/rcp-card: designates a wallet card without capturing a provider reference (verified false). */
export const designateRcpCardRequest = z.object({ cardId: cardIdField });

/** POST /api/members/{memberId}/wallet/card: save (or, with cardId, verify) a card through the payment provider. */
export const saveWalletCardRequest = z.object({
  provider: z
    .string({ error: "provider must be a string." })
    .min(1, { error: "provider must be a string." })
    .describe("Payment-provider segment; the sandbox's test provider is `sandbox`"),
  cardToken: z
    .string({ error: "cardToken is required." })
    .min(1, { error: "cardToken is required." })
    .describe("A provider token such as tok_visa_4242, tok_mastercard_4444 or tok_declined; card numbers are refused"),
  designate: z
    .boolean({ error: "designate must be a boolean." })
    .optional()
    .describe("Designate the card as the recurring-payment card, capturing the provider reference (verified true)"),
  cardId: cardIdField.optional().describe("Verify this existing wallet card instead of saving a new one"),
  holderName: z
    .string({ error: "holderName must be a string." })
    .max(100, { error: "holderName cannot be more than 100 characters." })
    .optional(),
});
export type SaveWalletCardRequest = z.input<typeof saveWalletCardRequest>;

export const saveWalletCardResult = z.object({ card: walletCard, rcpCard: recurringCard });

// ---------------------------------------------------------------- medical details (endpoint 14)

export const medicalCondition = z.object({
  id: z.int32().describe("The record id to update or delete (not the type id)"),
  medicalConditionTypeId: z.int32(),
  medicalConditionType: z.string(),
  medicalNote: z.string(),
});
export type MedicalCondition = z.infer<typeof medicalCondition>;
export const medicalConditions = z.object({ memberId: z.int32(), medicalConditions: z.array(medicalCondition) });
export type MedicalConditions = z.infer<typeof medicalConditions>;
export const medicalConditionType = z.object({ id: z.int32(), name: z.string(), active: z.boolean() });
export type MedicalConditionType = z.infer<typeof medicalConditionType>;

export const addMedicalConditionRequest = z.object({
  medicalConditionTypeId: z.int32({ error: "medicalConditionTypeId must be an integer." }),
  medicalNote: z
    .string({ error: "medicalNote must be a string." })
    .optional()
    .describe("Arbitrary text, no length limit; omitted gives an empty note"),
});
export type AddMedicalConditionRequest = z.infer<typeof addMedicalConditionRequest>;
export const updateMedicalConditionRequest = z.object({
  medicalConditionTypeId: z.int32({ error: "medicalConditionTypeId must be an integer." }).optional(),
  medicalNote: z.string({ error: "medicalNote must be a string." }).optional(),
});
export type UpdateMedicalConditionRequest = z.infer<typeof updateMedicalConditionRequest>;

// ---------------------------------------------------------------- addresses (endpoint 16)

const pascalField = (field: string) => field.charAt(0).toUpperCase() + field.slice(1);

const addressLine = (field: AddressLineField) => {
  const name = pascalField(field);
  return z
    .string({
      error: (issue) =>
        issue.input === null ? `${name} cannot be null; send an empty string` : `${name} must be a string`,
    })
    .max(addressLimits[field], { error: `${name} cannot be more than ${addressLimits[field]} characters` })
    .optional();
};

export const addressInput = z.object({
  addressLine1: addressLine("addressLine1"),
  addressLine2: addressLine("addressLine2"),
  addressLine3: addressLine("addressLine3"),
  townCity: addressLine("townCity"),
  region: addressLine("region"),
  postalCode: addressLine("postalCode"),
  country: addressLine("country"),
  isPrimary: z.boolean({ error: "IsPrimary must be a boolean" }).nullable().optional(),
});
export type AddressInput = z.infer<typeof addressInput>;

/**
 * PUT /api/members/{memberId}/addresses. An omitted address object is untouched; an included one
 * replaces the whole address (omitted lines become ""). isPrimary true makes that address primary,
 * false makes the other one primary; address2 is applied after address1.
 */
export const updateAddressesRequest = z.object({
  address1: addressInput.nullable().optional().describe("Home address"),
  address2: addressInput.nullable().optional().describe("Work address"),
});
export type UpdateAddressesRequest = z.infer<typeof updateAddressesRequest>;

/**
 * The desk's addresses write (BFF and form), stricter than the platform's: a UK address needs a
 * real UK postcode, stored upper case with one space ("ls14ap" -> "LS1 4AP"); other countries are free text.
 */
export const staffAddressesRequest = updateAddressesRequest.superRefine(refineUkPostcodes).transform((value) => {
  const tidy = (a: AddressInput | null | undefined) =>
    a?.postalCode ? { ...a, postalCode: storedPostcode(a.postalCode, a.country) } : a;
  return {
    ...value,
    ...(value.address1 !== undefined ? { address1: tidy(value.address1) } : {}),
    ...(value.address2 !== undefined ? { address2: tidy(value.address2) } : {}),
  };
});

export const address = z.object({
  addressLine1: z.string(),
  addressLine2: z.string(),
  addressLine3: z.string(),
  townCity: z.string(),
  region: z.string(),
  postalCode: z.string(),
  country: z.string(),
  isPrimary: z.boolean(),
});
export type Address = z.infer<typeof address>;
export const memberAddresses = z.object({
  memberId: z.int32(),
  address1: address.nullable(),
  address2: address.nullable(),
});
export type MemberAddresses = z.infer<typeof memberAddresses>;

// ---------------------------------------------------------------- front-desk search and overview (extensions)

export const memberSearchQuery = z.object({
  search: z
    .string()
    .optional()
    .describe("Name (first, last or 'first last'), email, phone or member id; blank lists members by name"),
  limit: z.string().optional().describe("1 to 100, default 20"),
  offset: z.string().optional().describe("0 or more, default 0"),
});
const memberStatusSummary = z.object({
  id: z.string(),
  description: z.string(),
  backColourHex: z.string(),
  textColourHex: z.string(),
});
const memberSearchItem = z.object({
  memberId: z.int32(),
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: z.string().nullable().describe("yyyy-MM-dd"),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  status: memberStatusSummary.nullable(),
  homeSiteId: z.string().nullable(),
});
export type MemberSearchItem = z.infer<typeof memberSearchItem>;
export const memberSearchResult = z.object({ data: z.array(memberSearchItem), total: z.int32() });
export type MemberSearchResult = z.infer<typeof memberSearchResult>;

/** Details the desk confirms with the member now and then. */
export const detailAreas = ["contactDetails", "addresses", "medicalDetails"] as const;
const detailArea = z.enum(detailAreas, { error: "Choose which details were checked." });
export type DetailArea = z.infer<typeof detailArea>;
const detailCheck = z.object({
  area: detailArea,
  lastConfirmedOn: dateTime.describe("When the area was last confirmed; the member's joining when never since"),
  how: z
    .enum(["joined", "checked", "changed"])
    .describe("joined: as given when joining; checked: confirmed unchanged; changed: edited"),
  confirmedBy: z.string().nullable().describe("Who confirmed (the token's subject); null for joined"),
});
export type DetailCheck = z.infer<typeof detailCheck>;
export const detailChecks = z.object({ data: z.array(detailCheck) });
export type DetailChecks = z.infer<typeof detailChecks>;
export const confirmDetailsRequest = z.object({
  areas: z
    .array(detailArea, { error: "Choose which details were checked." })
    .min(1, { error: "Choose which details were checked." })
    .refine((areas) => new Set(areas).size === areas.length, { error: "Each kind of detail can be named once." }),
});

/** What the desk must know the moment a member is found; the words and colours are the screen's. */
export const memberFlagCodes = [
  "medicalConditions",
  "privacyPolicyNotSigned",
  "noValidPaymentCard",
  "onWaitingList",
  "guardian",
  "dependant",
] as const;
const memberFlag = z.enum(memberFlagCodes);
export type MemberFlag = z.infer<typeof memberFlag>;
export const memberFlagsQuery = z.object({
  memberId: z.array(z.string()).describe("Member ids, the name repeated (memberId=1&memberId=2); 1 to 100"),
});
export const memberFlagsEntry = z.object({ memberId: z.int32(), flags: z.array(memberFlag) });
export const memberFlagsList = z.object({ data: z.array(memberFlagsEntry) });

export const memberOverview = z.object({
  memberId: z.int32(),
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: z.string().nullable(),
  age: z.int32().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  status: memberStatusSummary.extend({ prospectStatus: z.boolean() }).nullable(),
  homeSite: z.object({ id: z.string(), name: z.string() }).nullable(),
  linkedMembers: z.array(
    z.object({
      memberId: z.int32(),
      firstName: z.string(),
      lastName: z.string(),
      relationship: z.enum(["guardian", "dependant"]),
    }),
  ),
});
export type MemberOverview = z.infer<typeof memberOverview>;

// ---------------------------------------------------------------- data rights: erasure (extension)

/** What an erasure removed, anonymised and kept (counts of records), as the platform answers it. */
export const memberErasureResult = z.object({
  memberId: z.int32(),
  erasedOn: dateTime,
  removed: z.object({
    campaignConsents: z.int32(),
    channelConsents: z.int32(),
    medicalConditions: z.int32(),
    addresses: z.int32(),
    savedCards: z.int32(),
    waitingListPlaces: z.int32(),
    prospectInteractions: z.int32(),
    userFieldValues: z.int32(),
    memberLinks: z.int32(),
    visits: z.int32().describe("Visits to the venue (the door's extension)"),
    memberCards: z.int32().describe("Membership card numbers, in use or replaced"),
  }),
  anonymised: z.array(z.string()).describe("Fields of the member record overwritten or cleared"),
  kept: z.object({
    bookings: z.int32().describe("Confirmed booking places (accounting records)"),
    discountUsages: z.int32().describe("Booking-discount usage records (accounting records)"),
    consentHistory: z
      .int32()
      .describe("Entries of the permanent consent history (evidence of consent and its withdrawal)"),
  }),
});
export type MemberErasureResult = z.infer<typeof memberErasureResult>;

/** The name an erased member's record carries from then on. */
export const erasedMemberName = { firstName: "Erased", lastName: "member" } as const;

// ---------------------------------------------------------------- the BFF's views

/** A page of search results with each member's desk flags (lib/bff/member-flags searchMembersWithFlags). */
export const memberSearchPage = memberSearchResult.extend({
  flagsFor: z
    .enum(["page", "highlighted", "none"])
    .describe(
      "page: flags of every result here; highlighted: read one result's as it is highlighted; none: not for this role",
    ),
  flags: z.record(z.string(), z.array(memberFlag)).describe("By member id, when flagsFor is page"),
});

/** A consent change with who recorded it, in words (lib/bff/consent-history-view). */
export const consentHistoryViewEntry = consentHistoryEntry.extend({ recordedBy: z.string() });
export type ConsentHistoryViewEntry = z.infer<typeof consentHistoryViewEntry>;

/** When each kind of detail was last confirmed, and whether it is due a check (lib/bff/detail-checks-view). */
export const detailChecksView = z.object({
  months: z.int32().describe("The venue's months between checks (VENUE_DETAILS_CHECK_MONTHS)"),
  areas: z.array(detailCheck.extend({ due: z.boolean() })),
});
export type DetailChecksView = z.infer<typeof detailChecksView>;
