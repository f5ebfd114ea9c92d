// @vitest-environment happy-dom
import { createElement } from "react";
import { render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { OutboxMessage } from "@frontdesk/lib/contract/messages";
import { queryClientWrapper, resetHookTests, stubBff } from "../testing/hooks";
import { MemberMessageRows } from "./member-message-rows";
import { MessageRow } from "./messages-screen";

// Messages to members as staff read them: a waiting message says it will not be sent while email is not
// set up at this venue, and "Send again" is named by the words it shows.
const message = (over: Partial<OutboxMessage>): OutboxMessage => ({
  id: 4,
  kind: "waiting-list offer",
  memberId: 2240,
  templateId: 1,
  recipient: "ann@example.com",
  subject: "A place has come up",
  bodyText: "Hello Ann",
  state: "waiting",
  language: "en",
  languageFallback: false,
  attempts: 0,
  lastError: null,
  causedBy: "reception",
  bookingId: 7,
  createdAt: "2026-11-27T10:00:00Z",
  sentAt: null,
  erased: false,
  ...over,
});

function renderIn(element: ReturnType<typeof createElement>) {
  const { wrapper } = queryClientWrapper();
  return render(element, { wrapper });
}

const row = (m: OutboxMessage, mailConfigured: boolean) =>
  renderIn(
    createElement(
      "table",
      null,
      createElement("tbody", null, createElement(MessageRow, { message: m, mailConfigured })),
    ),
  );

describe("messages to members, as staff read them", () => {
  afterEach(resetHookTests);

  it("a waiting message says it will not be sent while email is not set up at this venue", () => {
    expect(row(message({}), false).container.textContent).toContain(
      "Will not be sent: email is not set up at this venue",
    );
    resetHookTests();
    const set = row(message({}), true).container.textContent;
    expect(set).toContain("Waiting to be sent");
    expect(set).not.toContain("not set up");
  });

  it("the member overview's latest messages say so too, not only when there are none", async () => {
    stubBff({
      "GET /api/members/2240/messages": [{ json: { mailConfigured: false, messages: [message({})], next: null } }],
    });
    const { container } = renderIn(createElement(MemberMessageRows, { memberId: 2240 }));
    await waitFor(() => expect(container.textContent).toContain("A place has come up"));
    expect(container.textContent).toContain("Will not be sent: email is not set up at this venue");
    expect(container.textContent).not.toContain("Waiting to be sent");
  });

  it("'Send again' is named by the words it shows, then which message (WCAG 2.5.3 label in name)", () => {
    row(message({ state: "failed", lastError: "550 No such mailbox" }), true);
    const button = screen.getByRole("button", { name: /^Send again/ });
    expect(button.textContent).toBe("Send again");
    expect(button.getAttribute("aria-label")).toBe("Send again: message 4 to ann@example.com");
  });
});
