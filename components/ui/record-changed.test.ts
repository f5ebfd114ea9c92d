// @vitest-environment happy-dom
import { act, renderHook, waitFor } from "@testing-library/react";
import { useForm } from "react-hook-form";
import { toast as sonnerToast } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ProblemError, validationProblem } from "@frontdesk/lib/contract/problem";
import { recordVersion } from "@frontdesk/lib/contract/record-version";
import { queryClientWrapper, recordChangedProblem, resetHookTests } from "../testing/hooks";
import { useRecordVersion } from "./record-changed";
import { useFormSubmit } from "./use-form-submit";

// Lost-update protection in the browser: the version a form was read at, what a 412 does to it, and the
// one submit path that sends a 412 there and server field errors under their fields.
const mine = { id: 7, postcode: "AB1 2CD", town: "Leeds" };
const theirs = { id: 7, postcode: "ZZ9 9ZZ", town: "Leeds" };

function renderVersion(reload: () => Promise<typeof mine | null | undefined>) {
  return renderHook(() => useRecordVersion(mine, reload), { wrapper: queryClientWrapper().wrapper });
}

describe("useRecordVersion", () => {
  afterEach(resetHookTests);

  it("after a 412, keep editing moves the form onto their version: the next write's If-Match is theirs", async () => {
    const { result } = renderVersion(async () => theirs);
    expect(result.current.ifMatch).toBe(recordVersion(mine));
    await act(() => result.current.changed());
    expect(result.current.newer).toEqual(theirs);
    expect(result.current.ifMatch).toBe(recordVersion(mine)); // nothing moves until the person chooses
    act(() => result.current.keepEditing());
    expect(result.current.newer).toBeUndefined();
    expect(result.current.ifMatch).toBe(recordVersion(theirs));
    expect(result.current.readAt).toEqual(theirs);
  });

  it("load theirs answers their record for the form's reset; a record removed meanwhile is offered as null", async () => {
    const { result } = renderVersion(async () => theirs);
    await act(() => result.current.changed());
    let loaded: unknown;
    act(() => void (loaded = result.current.loadTheirs()));
    expect(loaded).toEqual(theirs);
    expect(result.current.ifMatch).toBe(recordVersion(theirs));

    const removed = renderVersion(async () => undefined);
    await act(() => removed.result.current.changed());
    expect(removed.result.current.newer).toBeNull();
    act(() => void (loaded = removed.result.current.loadTheirs()));
    expect(loaded).toBeNull();
    expect(removed.result.current.ifMatch).toBe(recordVersion(mine)); // nothing to build on: still as read
  });
});

describe("useFormSubmit", () => {
  afterEach(resetHookTests);

  function renderForm(action: () => Promise<unknown>, changed = vi.fn(async () => {})) {
    return renderHook(
      () => {
        const form = useForm({ defaultValues: { postcode: "", town: "" } });
        const submit = useFormSubmit({
          setError: form.setError,
          fields: ["postcode", "town"],
          action,
          success: "Address saved",
          failure: "Could not save the address",
          version: { changed },
        });
        return { form, submit, errors: form.formState.errors };
      },
      { wrapper: queryClientWrapper().wrapper },
    );
  }

  it("puts the server's field errors under their fields and toasts the failure, with no form-level message", async () => {
    const error = vi.spyOn(sonnerToast, "error");
    const { result } = renderForm(() =>
      Promise.reject(new ProblemError(validationProblem({ postcode: ["Enter a UK postcode."] }))),
    );
    await act(() => result.current.submit.onSubmit({ postcode: "12", town: "" }));
    expect(result.current.form.getFieldState("postcode").error?.message).toBe("Enter a UK postcode.");
    expect(result.current.form.getFieldState("town").error).toBeUndefined();
    expect(result.current.submit.failure).toBeUndefined();
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith("Could not save the address: Enter a UK postcode.", undefined),
    );
  });

  it("a failure no field holds is the form's message; a 412 goes to the version's re-read and is no failure", async () => {
    const bad = renderForm(() => Promise.reject(new ProblemError(validationProblem({ form: ["Nothing to save."] }))));
    await act(() => bad.result.current.submit.onSubmit({ postcode: "", town: "" }));
    expect(bad.result.current.submit.failure).toBe("Nothing to save.");

    const changed = vi.fn(async () => {});
    const stale = renderForm(() => Promise.reject(new ProblemError(recordChangedProblem)), changed);
    await act(() => stale.result.current.submit.onSubmit({ postcode: "AB1 2CD", town: "" }));
    expect(changed).toHaveBeenCalledOnce();
    expect(stale.result.current.submit.failure).toBeUndefined();
  });
});
