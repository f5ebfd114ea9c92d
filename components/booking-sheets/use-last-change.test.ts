// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import { toast as sonnerToast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ProblemError } from "@frontdesk/lib/contract/problem";
import { queryClientWrapper, recordChangedProblem, resetHookTests } from "../testing/hooks";
import { everySheetRead } from "./queries";
import { useLastChange } from "./use-last-change";

// Undo of the booking sheet's last change: one change kept, the toast's Undo and the screen's do the same,
// and the sheet re-read after every undo, whatever its end.
function renderLastChange() {
  const { client, wrapper } = queryClientWrapper();
  const invalidated = vi.spyOn(client, "invalidateQueries");
  return { ...renderHook(() => useLastChange(), { wrapper }), invalidated };
}

describe("useLastChange", () => {
  let success: ReturnType<typeof vi.spyOn>;
  let warning: ReturnType<typeof vi.spyOn>;
  let error: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    success = vi.spyOn(sonnerToast, "success");
    warning = vi.spyOn(sonnerToast, "warning");
    error = vi.spyOn(sonnerToast, "error");
  });
  afterEach(resetHookTests);

  it("keeps the last change that can be taken back, and its toast offers Undo", async () => {
    const { result } = renderLastChange();
    const undo = vi.fn(async () => {});
    act(() => result.current.record({ label: "block moved", undo }, "Block moved"));
    expect(result.current.last?.label).toBe("block moved");
    await vi.waitFor(() => expect(success).toHaveBeenCalledOnce());
    expect(success.mock.calls[0]).toEqual([
      "Block moved",
      { action: { label: "Undo", onClick: expect.any(Function) } },
    ]);
    // a change that cannot be taken back replaces it, and its toast has no Undo
    act(() => result.current.record({ label: "notes changed" }, "Notes changed"));
    expect(result.current.last).toBeUndefined();
    await vi.waitFor(() => expect(success).toHaveBeenCalledTimes(2));
    expect(success.mock.calls[1]).toEqual(["Notes changed", undefined]);
    expect(undo).not.toHaveBeenCalled();
  });

  it("undoes once: the change is forgotten, the sheet re-read, and the toast says it was undone", async () => {
    const { result, invalidated } = renderLastChange();
    let finish = () => {};
    const undo = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    act(() => result.current.record({ label: "block moved", undo }));
    let undone!: Promise<void>;
    act(() => void (undone = result.current.undo()));
    expect(result.current.undoing).toBe(true);
    expect(result.current.last).toBeUndefined();
    await act(async () => {
      finish();
      await undone;
    });
    expect(result.current.undoing).toBe(false);
    expect(invalidated).toHaveBeenCalledWith(everySheetRead);
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith("Undone: block moved", undefined));
    // nothing left to undo: a second Undo does nothing
    await act(() => result.current.undo());
    expect(undo).toHaveBeenCalledOnce();
  });

  it("the toast's Undo takes back its own change, even after another was recorded", async () => {
    const { result } = renderLastChange();
    const first = vi.fn(async () => {});
    act(() => result.current.record({ label: "block moved", undo: first }, "Block moved"));
    await vi.waitFor(() => expect(success).toHaveBeenCalledOnce());
    const onClick = (success.mock.calls[0][1] as { action: { onClick: () => void } }).action.onClick;
    act(() => result.current.record({ label: "block stretched", undo: vi.fn(async () => {}) }));
    await act(async () => onClick());
    await vi.waitFor(() => expect(first).toHaveBeenCalledOnce());
  });

  it("never undoes over someone else's later change (412): it warns instead", async () => {
    const { result, invalidated } = renderLastChange();
    const undo = () => Promise.reject(new ProblemError(recordChangedProblem));
    act(() => result.current.record({ label: "block moved", undo }));
    await act(() => result.current.undo());
    await vi.waitFor(() => expect(warning).toHaveBeenCalledOnce());
    expect(warning.mock.calls[0][0]).toMatch(/^Not undone \(block moved\): someone else has changed this schedule/);
    expect(invalidated).toHaveBeenCalledWith(everySheetRead);
    expect(result.current.undoing).toBe(false);
  });

  it("says why an undo failed in words", async () => {
    const { result } = renderLastChange();
    const refused = new ProblemError({ type: "about:blank", title: "Bad Gateway", status: 502, detail: "No answer" });
    act(() => result.current.record({ label: "block moved", undo: () => Promise.reject(refused) }));
    await act(() => result.current.undo());
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith("Could not undo (block moved): No answer", undefined));
    expect(success).not.toHaveBeenCalled();
  });
});
