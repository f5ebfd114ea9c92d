// @vitest-environment happy-dom
import { renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { queryClientWrapper, resetHookTests, stubBff } from "../testing/hooks";
import { useMemberSearch } from "./search-queries";

// The member search: nothing asked for blank text, the words asked trimmed (one read for "ada" and " ada "), and the
// last results kept on screen while the next words are read.
const page = (total: number) => ({ data: [], total, flagsFor: "none", flags: {} });

describe("useMemberSearch", () => {
  afterEach(resetHookTests);

  it("asks nothing for blank text, asks trimmed, and keeps the last results while the next are read", async () => {
    let release: () => void = () => {};
    const sent = stubBff({
      "GET /api/members": (request) =>
        request.query.get("search") === "ada"
          ? { json: page(3) }
          : new Promise((resolve) => (release = () => resolve({ json: page(1) }))),
    });
    const { wrapper } = queryClientWrapper();
    const { result, rerender } = renderHook(({ text }) => useMemberSearch(text, 8), {
      wrapper,
      initialProps: { text: "   " },
    });
    expect(result.current.fetchStatus).toBe("idle");
    rerender({ text: " ada " });
    await waitFor(() => expect(result.current.data?.total).toBe(3));
    rerender({ text: "ada" });
    expect(sent).toHaveLength(1); // the same words: the same read
    rerender({ text: "ada lov" });
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(result.current.data?.total).toBe(3); // still the last results, marked as such
    expect(result.current.isPlaceholderData).toBe(true);
    release();
    await waitFor(() => expect(result.current.data?.total).toBe(1));
    expect(sent.map((s) => [s.query.get("search"), s.query.get("limit"), s.query.get("offset")])).toEqual([
      ["ada", "8", "0"],
      ["ada lov", "8", "0"],
    ]);
  });
});
