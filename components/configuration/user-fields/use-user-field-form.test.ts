// @vitest-environment happy-dom
import { act, renderHook, waitFor } from "@testing-library/react";
import { createElement, type ReactNode } from "react";
import { AppRouterContext, type AppRouterInstance } from "next/dist/shared/lib/app-router-context.shared-runtime";
import { toast as sonnerToast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "@frontdesk/lib/api/areas";
import { queryClientWrapper, resetHookTests, stubBff } from "../../testing/hooks";
import { useUserFieldForm } from "./use-user-field-form";

// The new-user-field form: it checks with the contract before sending, sends the contract's request, goes to the list
// with the new field named, and puts a server message under the field its problem names.
const push = vi.fn();
// the App Router the page gives (no vi.mock: a worker's files share their modules, decision 027)
const router = { push } as unknown as AppRouterInstance;

const path = "POST /api/configuration/user-fields";
const listKey = api.configuration.read("userFields", { query: {} }).queryKey;
const render = () => {
  const { client, wrapper: withClient } = queryClientWrapper();
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(withClient, null, createElement(AppRouterContext.Provider, { value: router }, children));
  return { client, ...renderHook(() => useUserFieldForm(), { wrapper }) };
};

describe("useUserFieldForm", () => {
  let success: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    push.mockReset();
    success = vi.spyOn(sonnerToast, "success");
  });
  afterEach(resetHookTests);

  it("sends an Options field with its options numbered, says it was created and opens the list on it", async () => {
    const sent = stubBff({ [path]: [{ json: { id: 41 }, status: 201 }] });
    const { client, result } = render();
    client.setQueryData(listKey, []);
    act(() => {
      result.current.form.setValue("description", "Locker size", { shouldDirty: true });
      result.current.form.setValue("type", "Options");
      result.current.form.setValue("sortOrder", "7");
      result.current.form.setValue("options", [{ description: "Small" }, { description: "Large" }]);
    });
    expect(result.current.type).toBe("Options");
    await act(() => result.current.onSubmit());
    expect(sent.map((s) => s.body)).toEqual([
      {
        description: "Locker size",
        type: "Options",
        sortOrder: 7,
        options: [
          { id: 1, description: "Small" },
          { id: 2, description: "Large" },
        ],
      },
    ]);
    expect(success).toHaveBeenCalledWith("User field “Locker size” created", undefined);
    // the list of user fields is read again
    expect(client.getQueryState(listKey)?.isInvalidated).toBe(true);
    expect(push).toHaveBeenCalledWith("/configuration/user-fields?created=41");
  });

  it("sends nothing while the label is missing, and says so under it", async () => {
    const sent = stubBff({});
    const { result } = render();
    act(() => result.current.form.setValue("type", "Numeric"));
    await act(() => result.current.onSubmit());
    expect(sent).toEqual([]);
    expect(result.current.form.getFieldState("description").error?.message).toBeTruthy();
    expect(push).not.toHaveBeenCalled();
  });

  it("puts the server's message about the sort order under the sort order, and stays on the form", async () => {
    stubBff({
      [path]: [
        {
          problem: {
            type: "about:blank",
            title: "Bad Request",
            status: 400,
            detail: "Another field has that sort order.",
            errors: { sortOrder: ["Another field has that sort order."] },
          },
        },
      ],
    });
    const { result } = render();
    act(() => {
      result.current.form.setValue("description", "Locker size");
      result.current.form.setValue("type", "Free_Format");
      result.current.form.setValue("sortOrder", "3");
    });
    await act(() => result.current.onSubmit());
    await waitFor(() =>
      expect(result.current.form.getFieldState("sortOrder").error?.message).toBe("Another field has that sort order."),
    );
    expect(result.current.failure).toBeUndefined();
    expect(push).not.toHaveBeenCalled();
  });
});
