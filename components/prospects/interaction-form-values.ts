import { z } from "zod";
import type { Words } from "@/components/ui/catalogue";
import type { DefaultValues } from "react-hook-form";
import { interactionWordings } from "@frontdesk/lib/contract/interaction-words";
import { interactionStamp, recordVersion } from "@frontdesk/lib/contract/record-version";
import {
  createInteractionSchema,
  type BoardItem,
  type CreateInteraction,
  type ProspectInteraction,
} from "@frontdesk/lib/contract/prospects";
import type { InteractionCatalogue } from "@frontdesk/lib/contract/prospects";
import { plainWordsResolver } from "@/components/ui/plain-words-resolver";
import { formatDateTime, instantOfSiteDateTime, siteDateTimeOf } from "@frontdesk/lib/venue/format";
import { columnLabel } from "./interaction-card";

/** The side panel: a new interaction (optionally straight into a column's status) or one card's. */
export type PanelState = { kind: "create"; status?: number } | { kind: "edit"; item: BoardItem } | null;

/** The form: the contract's body schema, with the prospect to create for and a local date-time input. */
const formSchemaOf = (t: Words) =>
  createInteractionSchema.extend({
    memberId: z
      .number({ error: t("form.chooseProspect") })
      .int()
      .positive(t("form.chooseProspect")),
    nextActionDate: z.string().nullish(),
  });
export type InteractionFormValues = z.input<ReturnType<typeof formSchemaOf>>;
/** The contract's checks, said in plain words under their fields (the same wording the BFF uses for the platform's answers). */
export const interactionResolverOf = (t: Words) =>
  plainWordsResolver<InteractionFormValues>(formSchemaOf(t), interactionWordings);
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
  t: Words,
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
    status: columnLabel(t, interaction.interactionStatus),
    duration: interaction.duration,
    priority: interaction.priority ? t(`priority.${priorityNames[interaction.priority] ?? "low"}`) : null,
    details: interaction.details,
  };
}
const priorityNames: Record<number, string> = { 1: "low", 2: "medium", 3: "high" };
export const changeLabels = (t: Words) => ({
  type: t("form.type"),
  outcome: t("form.outcome"),
  nextAction: t("form.nextAction"),
  scheduledWith: t("form.scheduledWith"),
  status: t("form.status"),
  duration: t("form.durationLabel"),
  priority: t("filters.priority"),
  details: t("form.details"),
});

/** The version of an interaction the panel was read at (none for a new one). */
export const versionOfInteraction = (interaction: ProspectInteraction | null) =>
  recordVersion(interaction && interactionStamp(interaction));
