// @vitest-environment happy-dom
import { act, renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { api } from "@frontdesk/lib/api/areas";
import type { MessageTemplatePicks, OutboxMessage } from "@frontdesk/lib/contract/messages";
import { queryClientWrapper, resetHookTests, stubBff } from "../testing/hooks";
import { useMessages, usePickTemplate, useResendMessage } from "./queries";

// The messages list, 50 a page, each page asked before the oldest id of the last; a resend reads every list and
// member's messages again; a template picked is the picks as answered, and a refused pick (someone picked first)
// reads theirs.
const emptyPage = (next: number | null) => ({ mailConfigured: true, messages: [], next });
const picks = (templateId: number): MessageTemplatePicks => ({
  picks: [
    {
      kind: "booking confirmation",
      language: "en",
      templateId,
      templateName: `Template ${templateId}`,
      picked: true,
      version: 1,
      updatedBy: "MANAGER1",
      updatedByName: "Mo Manager",
      updatedAt: "2026-11-29T10:00:00Z",
      choices: [{ id: templateId, description: `Template ${templateId}` }],
    },
  ],
  changes: [],
});
const message: OutboxMessage = {
  id: 77,
  kind: "booking confirmation",
  memberId: 1001,
  templateId: 5,
  recipient: "helen@example.test",
  subject: "Your booking",
  bodyText: "See you there",
  state: "waiting",
  attempts: 0,
  lastError: null,
  causedBy: "RECEPTION1",
  bookingId: 880,
  createdAt: "2026-11-29T10:00:00Z",
  sentAt: null,
  erased: false,
  language: "en",
  languageFallback: false,
};

describe("message hooks", () => {
  afterEach(resetHookTests);

  it("pages the list by the oldest id of the page before, until there is no next", async () => {
    const sent = stubBff({
      "GET /api/messages": (request) => ({ json: emptyPage(request.query.get("before") === null ? 4100 : null) }),
    });
    const { wrapper } = queryClientWrapper();
    const { result } = renderHook(() => useMessages("failed"), { wrapper });
    await waitFor(() => expect(result.current.hasNextPage).toBe(true));
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.hasNextPage).toBe(false));
    expect(sent.map((s) => [s.query.get("state"), s.query.get("before")])).toEqual([
      ["failed", null],
      ["failed", "4100"],
    ]);
  });

  it("a resend reads every messages list and every member's messages again", async () => {
    stubBff({ "POST /api/messages/77/resend": [{ json: message }] });
    const { client, wrapper } = queryClientWrapper();
    const keys = [
      ["messages", "list", { query: { state: undefined } }, "pages"],
      api.messages.read("memberMessages", { params: { memberId: 1001 } }).queryKey,
      api.messages.read("templatePicks").queryKey,
    ];
    for (const key of keys) client.setQueryData(key, {} as never);
    const { result } = renderHook(() => useResendMessage(), { wrapper });
    act(() => result.current.mutate(77));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    await waitFor(() =>
      expect(keys.map((key) => client.getQueryState(key)?.isInvalidated)).toEqual([true, true, true]),
    );
  });

  it("a pick is the picks as answered; a refused pick reads the picks again", async () => {
    stubBff({
      "PUT /api/messages/templates": [
        { json: picks(5) },
        { problem: { type: "about:blank", title: "Conflict", status: 409, detail: "Someone else picked first." } },
      ],
    });
    const { client, wrapper } = queryClientWrapper();
    const key = api.messages.read("templatePicks").queryKey;
    client.setQueryData(key, picks(1));
    const { result } = renderHook(() => usePickTemplate(), { wrapper });
    const body = { kind: "booking confirmation", language: "en", templateId: 5, version: 1 } as const;
    act(() => result.current.mutate(body));
    await waitFor(() => expect(client.getQueryData(key)).toEqual(picks(5)));
    expect(client.getQueryState(key)?.isInvalidated).toBe(false);
    act(() => result.current.mutate(body));
    await waitFor(() => expect(result.current.isError).toBe(true));
    await waitFor(() => expect(client.getQueryState(key)?.isInvalidated).toBe(true));
  });
});
