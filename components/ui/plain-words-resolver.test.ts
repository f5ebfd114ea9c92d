// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { resetHookTests } from "../testing/hooks";
import { useContractForm } from "./plain-words-resolver";

// A form over a contract schema: the schema's messages said in the area's words, the schema's loader called once, at
// the first check (not as the form mounts), and field(name) a field's registration with its error.
const schema = z.object({
  name: z.string().min(1, "The Name field is required."),
  code: z.string().max(4, "Code must be at most 4 characters."),
});
const wordings = [{ match: /^The Name field is required/, field: "name", say: "Enter the name." }];

describe("useContractForm", () => {
  afterEach(resetHookTests);

  it("loads the schema at the first check only, once, and says its messages in the area's words", async () => {
    const load = vi.fn(async () => schema);
    const { result } = renderHook(() =>
      useContractForm<z.infer<typeof schema>>(load, { name: "", code: "" }, wordings),
    );
    expect(load).not.toHaveBeenCalled();
    act(() => result.current.setValue("code", "TOOLONG"));
    let valid: boolean | undefined;
    await act(async () => void (valid = await result.current.trigger()));
    expect(valid).toBe(false);
    expect(result.current.getFieldState("name").error?.message).toBe("Enter the name.");
    // a message no wording holds stays as the contract has it
    expect(result.current.getFieldState("code").error?.message).toBe("Code must be at most 4 characters.");
    act(() => result.current.setValue("name", "Spin"));
    act(() => result.current.setValue("code", "SPIN"));
    await act(async () => void (valid = await result.current.trigger()));
    expect(valid).toBe(true);
    expect(load).toHaveBeenCalledOnce();
  });

  it("field(name) registers the field and carries its error", async () => {
    const { result } = renderHook(() =>
      useContractForm<z.infer<typeof schema>>(schema, { name: "", code: "" }, wordings),
    );
    expect(result.current.field("name")).toMatchObject({ name: "name", error: undefined });
    await act(async () => void (await result.current.trigger("name")));
    expect(result.current.field("name")).toMatchObject({ name: "name", error: "Enter the name." });
    expect(typeof result.current.field("name").onChange).toBe("function");
  });
});
