// @vitest-environment happy-dom
import { renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryClientWrapper, resetHookTests } from "../testing/hooks";
import { confirmLeave, useUnsavedChangesGuard } from "./unsaved-changes";

// While a form is dirty, leaving asks first: reload or close (the browser's prompt), an in-app link, a programmatic
// navigation (confirmLeave); a clean form lets everything through. Back's own dialog is the e2e's (lost-updates).
const render = (dirty: boolean) => {
  const { wrapper } = queryClientWrapper();
  return renderHook(({ dirty }) => useUnsavedChangesGuard(dirty), { wrapper, initialProps: { dirty } });
};
/** The browser's confirm(), answered by the test. */
const confirmAnswers = (...answers: boolean[]) => {
  const ask = vi.fn((_question?: string) => answers.shift() ?? false);
  window.confirm = ask;
  return ask;
};
const unload = () => {
  const event = new Event("beforeunload", { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};
function clickLink(href: string, target = "") {
  const link = document.createElement("a");
  link.href = href;
  link.target = target;
  document.body.append(link);
  const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
  // the page's own handler (the router) takes the click after the guard: it sees whether the guard held it, and
  // keeps happy-dom from navigating
  let reached: { prevented: boolean } | undefined;
  const router = (event: Event) => {
    reached = { prevented: event.defaultPrevented };
    event.preventDefault();
  };
  document.addEventListener("click", router);
  link.dispatchEvent(click);
  document.removeEventListener("click", router);
  link.remove();
  return reached
    ? { prevented: reached.prevented, reached: true }
    : { prevented: click.defaultPrevented, reached: false };
}

describe("useUnsavedChangesGuard", () => {
  afterEach(() => {
    resetHookTests();
    Reflect.deleteProperty(window, "confirm");
  });

  it("a clean form lets a reload, a link and a navigation through without asking", () => {
    const ask = confirmAnswers();
    render(false);
    expect(unload()).toBe(false);
    expect(clickLink("/members/1001").prevented).toBe(false);
    expect(confirmLeave()).toBe(true);
    expect(ask).not.toHaveBeenCalled();
  });

  it("while dirty, a reload is held for the browser's prompt, and no longer once the form is clean again", () => {
    const { rerender } = render(true);
    expect(unload()).toBe(true);
    rerender({ dirty: false });
    expect(unload()).toBe(false);
  });

  it("while dirty, a link to another page asks in the screen's words; Stay keeps the page, Leave lets it go and stops asking", () => {
    const ask = confirmAnswers(false, true);
    render(true);
    const stayed = clickLink("/members/1001");
    expect(ask).toHaveBeenLastCalledWith("You have unsaved changes. Leave this page and lose them?");
    expect(stayed).toEqual({ prevented: true, reached: false });
    const left = clickLink("/members/1002");
    expect(left).toEqual({ prevented: false, reached: true });
    expect(ask).toHaveBeenCalledTimes(2);
    // once left, the guard is gone: nothing asks again
    expect(unload()).toBe(false);
    expect(confirmLeave()).toBe(true);
    expect(ask).toHaveBeenCalledTimes(2);
  });

  it("a link to the same page, or opened in a new tab, is never held", () => {
    const ask = confirmAnswers(false, false);
    render(true);
    expect(clickLink(location.href)).toEqual({ prevented: false, reached: true });
    expect(clickLink("/members/1003", "_blank")).toEqual({ prevented: false, reached: true });
    expect(ask).not.toHaveBeenCalled();
  });

  it("a programmatic navigation asks first while dirty (confirmLeave), and one form of two still dirty still guards", () => {
    const ask = confirmAnswers(false, false);
    const first = render(true);
    render(true);
    first.rerender({ dirty: false });
    expect(confirmLeave()).toBe(false);
    expect(ask).toHaveBeenCalledOnce();
    expect(unload()).toBe(true);
  });

  it("while dirty, Back is kept from the router and asked in the page's own dialog; Stay puts the page's entry back", async () => {
    render(true);
    const guard = (state: unknown) => Object.keys((state ?? {}) as object).includes("frontdeskUnsavedChanges");
    expect(guard(history.state)).toBe(true);
    const router = vi.fn();
    window.addEventListener("popstate", router);
    window.dispatchEvent(new PopStateEvent("popstate", { state: null }));
    window.removeEventListener("popstate", router);
    expect(router).not.toHaveBeenCalled();
    const dialog = document.querySelector("dialog")!;
    expect(dialog.textContent).toContain("Leave this page?");
    expect(dialog.textContent).toContain("Stay on this page");
    history.replaceState(null, "");
    dialog.close("stay");
    await vi.waitFor(() => expect(guard(history.state)).toBe(true));
    expect(document.querySelector("dialog")).toBeNull();
  });
});
