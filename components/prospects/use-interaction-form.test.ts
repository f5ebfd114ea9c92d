// @vitest-environment happy-dom
import { act, renderHook, waitFor } from "@testing-library/react";
import { toast as sonnerToast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { BoardItem, InteractionCatalogue, ProspectInteraction } from "@frontdesk/lib/contract/prospects";
import { recordChangedMessage } from "@frontdesk/lib/contract/record-version";
import { queryClientWrapper, recordChangedProblem, resetHookTests, stubBff } from "../testing/hooks";
import { interactionVersion } from "./queries";
import { useInteractionForm } from "./use-interaction-form";

// The prospect board's side panel: outcomes follow the chosen type, a stored reminder outside the choices stays
// choosable, a create is scheduled by the person, the platform's "member" error goes under the prospect picker,
// and a delete is asked first and never removes someone else's newer version.
const catalogue: InteractionCatalogue = [
  {
    id: "CALL",
    description: "Call",
    interactionType: 0,
    subTypes: [{ id: "CALL1", description: "First call", interactionTypeId: "CALL" }],
    outcomes: [{ id: 11, description: "Interested", interactionTypeId: "CALL" }],
  },
  {
    id: "TASK",
    description: "Task",
    interactionType: 1,
    subTypes: [{ id: "TASK1", description: "Send prices", interactionTypeId: "TASK" }],
    outcomes: [{ id: 21, description: "Sent", interactionTypeId: "TASK" }],
  },
];
const stored: ProspectInteraction = {
  id: 4,
  memberId: 504,
  interactionSubTypeId: "CALL1",
  interactionTypeId: "CALL",
  interactionType: 0,
  details: "Rang",
  nextActionDate: null,
  scheduledWith: "SALES1",
  scheduledBy: "SALES1",
  outcomeOfInteractionTypeId: 11,
  duration: null,
  priority: 2,
  emailConfirmationType: null,
  interactionStatus: 1,
  reminder: 7, // within 0 to 30, but not one of the choices
  raisedByUserId: "SALES1",
  raisedDate: "2026-11-01T09:00:00Z",
  lastActionUserId: "SALES1",
  lastActionDate: "2026-11-01T09:00:00Z",
};
const item: BoardItem = {
  ...stored,
  member: { memberId: 504, firstName: "Ada", lastName: "Lovelace", status: "Prospect" },
} as BoardItem;
const interactions = "/api/prospects/members/504/interactions";

function renderForm(state: Parameters<typeof useInteractionForm>[0]["state"]) {
  const onClose = vi.fn();
  const { wrapper } = queryClientWrapper();
  const rendered = renderHook(() => useInteractionForm({ state, catalogue, staffId: "SALES1", onClose }), {
    wrapper,
  });
  return { ...rendered, onClose };
}

describe("useInteractionForm", () => {
  let success: ReturnType<typeof vi.spyOn>;
  let warning: ReturnType<typeof vi.spyOn>;
  let error: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    success = vi.spyOn(sonnerToast, "success");
    warning = vi.spyOn(sonnerToast, "warning");
    error = vi.spyOn(sonnerToast, "error");
  });
  afterEach(resetHookTests);

  it("offers the outcomes of the chosen sub type's type, and drops an outcome of another type", async () => {
    const { result } = renderForm({ kind: "edit", item });
    expect(result.current.type?.id).toBe("CALL");
    expect(result.current.outcomes.map((o) => o.id)).toEqual([11]);
    expect(result.current.storedOutcome?.description).toBe("Interested");
    act(() => result.current.form.setValue("interactionSubTypeId", "TASK1"));
    await waitFor(() => expect(result.current.form.getValues("outcomeOfInteractionTypeId")).toBeNull());
    expect(result.current.outcomes.map((o) => o.id)).toEqual([21]);
  });

  it("keeps a stored reminder the choices lack choosable, and adds nothing for a new one", () => {
    expect(renderForm({ kind: "edit", item }).result.current.reminderOptions).toContain(7);
    expect(renderForm({ kind: "create" }).result.current.reminderOptions).toEqual([-1, 0, 5, 10, 15, 20, 25, 30]);
  });

  it("creates for the chosen prospect, in the column it was added to, scheduled by the person, then closes", async () => {
    const sent = stubBff({ [`POST ${interactions}`]: [{ json: stored, status: 201 }] });
    const { result, onClose } = renderForm({ kind: "create", status: 3 });
    act(() => {
      result.current.form.setValue("memberId", 504);
      result.current.form.setValue("interactionSubTypeId", "CALL1");
    });
    await act(() => result.current.submit());
    expect(sent).toHaveLength(1);
    expect(sent[0].body).toMatchObject({ interactionSubTypeId: "CALL1", interactionStatus: 3, scheduledBy: "SALES1" });
    await waitFor(() => expect(success).toHaveBeenCalledWith("Interaction created", undefined));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("puts the platform's error about the member under the prospect picker", async () => {
    stubBff({
      [`POST ${interactions}`]: [
        {
          problem: {
            type: "about:blank",
            title: "Bad Request",
            status: 400,
            errors: { member: ["This member is not a prospect."] },
          },
        },
      ],
    });
    const { result, onClose } = renderForm({ kind: "create" });
    act(() => {
      result.current.form.setValue("memberId", 504);
      result.current.form.setValue("interactionSubTypeId", "CALL1");
    });
    await act(() => result.current.submit());
    await waitFor(() =>
      expect(result.current.form.getFieldState("memberId").error?.message).toBe("This member is not a prospect."),
    );
    expect(result.current.failure).toBeUndefined(); // placed under its field, not above the form
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(error).toHaveBeenCalledOnce());
  });

  it("saves a card at the version read", async () => {
    const sent = stubBff({ [`PUT ${interactions}/4`]: [{ json: { ...stored, details: "Rang twice" } }] });
    const { result, onClose } = renderForm({ kind: "edit", item });
    act(() => result.current.form.setValue("details", "Rang twice"));
    await act(() => result.current.submit());
    expect(sent[0].ifMatch).toBe(interactionVersion(stored));
    await waitFor(() => expect(success).toHaveBeenCalledWith("Saved the interaction with Ada Lovelace", undefined));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("deletes only once asked and confirmed, then closes", async () => {
    const sent = stubBff({ [`DELETE ${interactions}/4`]: [{ status: 204 }] });
    const { result, onClose } = renderForm({ kind: "edit", item });
    act(() => result.current.deletion.ask());
    expect(result.current.deletion.asking).toBe(true);
    act(() => result.current.deletion.keep());
    expect(result.current.deletion.asking).toBe(false);
    expect(sent).toHaveLength(0);
    await act(() => result.current.deletion.confirm());
    expect(sent.map((s) => [s.method, s.ifMatch])).toEqual([["DELETE", interactionVersion(stored)]]);
    await waitFor(() => expect(success).toHaveBeenCalledWith("Deleted the interaction with Ada Lovelace", undefined));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("a delete that meets someone else's newer version (412) re-reads it and warns, and stays open", async () => {
    const theirs = { ...stored, details: "Booked a tour", lastActionDate: "2026-11-02T09:00:00Z" };
    stubBff({
      [`DELETE ${interactions}/4`]: [{ problem: recordChangedProblem }],
      [`GET ${interactions}`]: () => ({ json: [theirs] }),
    });
    const { result, onClose } = renderForm({ kind: "edit", item });
    act(() => result.current.deletion.ask());
    await act(() => result.current.deletion.confirm());
    expect(result.current.deletion.asking).toBe(false);
    await waitFor(() => expect(warning).toHaveBeenCalledWith(recordChangedMessage, undefined));
    await waitFor(() => expect(result.current.version.newer).toEqual(theirs));
    expect(onClose).not.toHaveBeenCalled();
  });
});
