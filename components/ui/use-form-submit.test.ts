// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import { toast as sonnerToast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ProblemError, validationProblem } from "@frontdesk/lib/contract/problem";
import { recordChangedMessage } from "@frontdesk/lib/contract/record-version";
import { queryClientWrapper, recordChangedProblem, resetHookTests } from "../testing/hooks";
import { useFormSubmit } from "./use-form-submit";

// The one way a form submits: success toast, the server's field errors under their fields, a form-level
// failure for the rest, and a 412 handed to the record version.
type Values = { name: string; address: { postcode: string } };
const values: Values = { name: "Ann", address: { postcode: "CF10 1AA" } };

function renderSubmit(options: Partial<Parameters<typeof useFormSubmit<Values, { id: number }>>[0]> = {}) {
  const setError = vi.fn();
  const { wrapper } = queryClientWrapper();
  const rendered = renderHook(
    () =>
      useFormSubmit<Values, { id: number }>({
        setError,
        fields: ["name", "address.postcode"],
        action: async () => ({ id: 7 }),
        failure: "Could not save the member",
        ...options,
      }),
    { wrapper },
  );
  return { ...rendered, setError };
}

describe("useFormSubmit", () => {
  let success: ReturnType<typeof vi.spyOn>;
  let warning: ReturnType<typeof vi.spyOn>;
  let error: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    success = vi.spyOn(sonnerToast, "success");
    warning = vi.spyOn(sonnerToast, "warning");
    error = vi.spyOn(sonnerToast, "error");
  });
  afterEach(resetHookTests);

  it("runs the write with the values, toasts the success (made from the result) and hands the result on", async () => {
    const action = vi.fn(async () => ({ id: 7 }));
    const onSuccess = vi.fn();
    const { result } = renderSubmit({ action, onSuccess, success: (r, v) => `Saved ${v.name} as ${r.id}` });
    await act(() => result.current.onSubmit(values));
    expect(action).toHaveBeenCalledWith(values);
    expect(onSuccess).toHaveBeenCalledWith({ id: 7 }, values);
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith("Saved Ann as 7", undefined));
    expect(result.current.failure).toBeUndefined();
    expect(error).not.toHaveBeenCalled();
  });

  it("puts the server's field errors under the fields it names, and no form-level failure", async () => {
    const refused = new ProblemError(validationProblem({ "address.postcode": ["Enter a UK postcode."] }));
    const { result, setError } = renderSubmit({ action: () => Promise.reject(refused) });
    await act(() => result.current.onSubmit(values));
    expect(setError).toHaveBeenCalledWith("address.postcode", { type: "server", message: "Enter a UK postcode." });
    expect(result.current.failure).toBeUndefined();
    await vi.waitFor(() => expect(error).toHaveBeenCalledOnce());
    expect(error.mock.calls[0][0]).toMatch(/^Could not save the member: /);
  });

  it("keeps what belongs to no field as the form's failure, toasts it, and clears it at the next submit", async () => {
    const action = vi
      .fn<() => Promise<{ id: number }>>()
      .mockRejectedValueOnce(new ProblemError({ type: "about:blank", title: "Conflict", status: 409, detail: "Taken" }))
      .mockResolvedValueOnce({ id: 8 });
    const { result, setError } = renderSubmit({ action });
    await act(() => result.current.onSubmit(values));
    expect(setError).not.toHaveBeenCalled();
    expect(result.current.failure).toBe("Taken");
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith("Could not save the member: Taken", undefined));
    await act(() => result.current.onSubmit(values));
    expect(result.current.failure).toBeUndefined();
  });

  it("lets the screen place a failure itself: then no form-level failure, the toast still", async () => {
    const onFailure = vi.fn(() => true);
    const { result } = renderSubmit({ action: () => Promise.reject(new Error("Offline")), onFailure });
    await act(() => result.current.onSubmit(values));
    expect(onFailure).toHaveBeenCalledWith(expect.any(Error), "Offline");
    expect(result.current.failure).toBeUndefined();
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith("Could not save the member: Offline", undefined));
  });

  it("hands a 412 to the record version (which shows the choice) and warns, without a failure", async () => {
    const changed = vi.fn(async () => {});
    const onSuccess = vi.fn();
    const { result } = renderSubmit({
      action: () => Promise.reject(new ProblemError(recordChangedProblem)),
      version: { changed },
      onSuccess,
    });
    await act(() => result.current.onSubmit(values));
    expect(changed).toHaveBeenCalledOnce();
    expect(result.current.failure).toBeUndefined();
    expect(onSuccess).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(warning).toHaveBeenCalledWith(recordChangedMessage, undefined));
    expect(error).not.toHaveBeenCalled();
  });

  it("without a record version a 412 is a failure like any other", async () => {
    const { result } = renderSubmit({ action: () => Promise.reject(new ProblemError(recordChangedProblem)) });
    await act(() => result.current.onSubmit(values));
    expect(result.current.failure).toBe(recordChangedProblem.detail);
    expect(warning).not.toHaveBeenCalled();
  });
});
