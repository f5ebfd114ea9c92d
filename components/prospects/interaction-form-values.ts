import { z } from "zod";
import type { DefaultValues } from "react-hook-form";
import { interactionWordings } from "@/lib/contract/interaction-words";
import { interactionStamp, recordVersion } from "@/lib/contract/record-version";
import {
  createInteractionSchema,
  type BoardItem,
  type CreateInteraction,
  type ProspectInteraction,
} from "@/lib/contract/prospects";
import type { InteractionCatalogue } from "@/lib/contract/prospects";
import { plainWordsResolver } from "@/components/ui/plain-words-resolver";
import { formatDateTime, instantOfSiteDateTime, siteDateTimeOf } from "@/lib/venue/format";
import { boardColumns } from "./interaction-card";

/** The side panel: a new interaction (optionally straight into a column's status) or one card's. */
export type PanelState = { kind: "create"; status?: number } | { kind: "edit"; item: BoardItem } | null;

/** The form: the contract's body schema, with the prospect to create for and a local date-time input. */
const formSchema = createInteractionSchema.extend({
  memberId: z
    .number({ error: "Choose the prospect this interaction is for." })
    .int()
    .positive("Choose the prospect this interaction is for."),
  nextActionDate: z.string().nullish(),
});
export type InteractionFormValues = z.input<typeof formSchema>;
/** The contract's checks, said in plain words under their fields (the same wording the BFF uses for the platform's answers). */
export const interactionResolver = plainWordsResolver<InteractionFormValues>(formSchema, interactionWordings);
/** The fields the server's errors may name. */
export const interactionFormFields = [
  "memberId",
  "interactionSubTypeId",
  "outcomeOfInteractionTypeId",
  "nextActionDate",
  "scheduledWith",
  "duration",
  "reminder",
  "priority",
  "interactionStatus",
  "details",
] as const;

/** A number field's value: empty is null. */
export const numberOrNull = (v: unknown) => (v === "" || v === null || v === undefined ? null : Number(v));

/** A new interaction's values: scheduled with the person creating it, in the column it was added to. */
export const newInteractionValues = (staffId: string, status = 1): DefaultValues<InteractionFormValues> => ({
  memberId: undefined,
  interactionSubTypeId: "",
  outcomeOfInteractionTypeId: null,
  nextActionDate: "",
  scheduledWith: staffId,
  duration: null,
  reminder: -1,
  priority: 2,
  interactionStatus: status,
  details: "",
});

/** The form's values of a stored interaction. */
export const valuesOf = (interaction: ProspectInteraction): InteractionFormValues => ({
  memberId: interaction.memberId,
  interactionSubTypeId: interaction.interactionSubTypeId,
  outcomeOfInteractionTypeId: interaction.outcomeOfInteractionTypeId,
  nextActionDate: interaction.nextActionDate ? siteDateTimeOf(interaction.nextActionDate) : "",
  scheduledWith: interaction.scheduledWith ?? "",
  duration: interaction.duration,
  reminder: interaction.reminder,
  priority: interaction.priority,
  interactionStatus: interaction.interactionStatus,
  details: interaction.details ?? "",
});

/** The request body of the form's values (site wall clock to an instant, blanks to null). */
export const bodyOf = (values: InteractionFormValues): CreateInteraction => ({
  interactionSubTypeId: values.interactionSubTypeId,
  outcomeOfInteractionTypeId: values.outcomeOfInteractionTypeId ?? null,
  nextActionDate: values.nextActionDate ? instantOfSiteDateTime(values.nextActionDate) : null,
  scheduledWith: values.scheduledWith?.trim() || null,
  duration: values.duration ?? null,
  reminder: values.reminder ?? null,
  priority: values.priority ?? null,
  interactionStatus: values.interactionStatus ?? null,
  details: values.details?.trim() ? values.details : null,
});

/** What someone else saved, in the words the form shows (type and outcome names, column, priority). */
export function shownValues(
  interaction: ProspectInteraction,
  catalogue: InteractionCatalogue,
): Record<string, unknown> {
  const subType = catalogue.flatMap((t) => t.subTypes).find((s) => s.id === interaction.interactionSubTypeId);
  const outcome = catalogue.flatMap((t) => t.outcomes).find((o) => o.id === interaction.outcomeOfInteractionTypeId);
  return {
    type: subType?.description ?? interaction.interactionSubTypeId,
    outcome: outcome?.description ?? null,
    nextAction: interaction.nextActionDate ? formatDateTime(interaction.nextActionDate) : null,
    scheduledWith: interaction.scheduledWith,
    status: boardColumns.find((c) => c.status === interaction.interactionStatus)?.label ?? null,
    duration: interaction.duration,
    priority: ({ 1: "Low", 2: "Medium", 3: "High" } as Record<number, string>)[interaction.priority ?? 0] ?? null,
    details: interaction.details,
  };
}
export const changeLabels = {
  type: "Type",
  outcome: "Outcome",
  nextAction: "Next action",
  scheduledWith: "Scheduled with",
  status: "Status",
  duration: "Duration",
  priority: "Priority",
  details: "Details",
};

/** The version of an interaction the panel was read at (none for a new one). */
export const versionOfInteraction = (interaction: ProspectInteraction | null) =>
  recordVersion(interaction && interactionStamp(interaction));
