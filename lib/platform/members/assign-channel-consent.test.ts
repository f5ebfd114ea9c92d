import { describe, expect, it } from "vitest";
import { call, expectGate, expectText, fixtures } from "../testing";
import { memberScopeMessage } from "../http/app";
import { createMember, memberToken } from "./test-members";

describe("PUT /api/members/{memberId}/communication-channels", () => {
  it("grants and withdraws a channel, recording both in the history", async () => {
    const id = await createMember();
    const auth = await memberToken(id, ["INTEGRATIONS"], []);
    const granted = await call("PUT", `/api/members/${id}/communication-channels`, {
      token: auth,
      body: { channelId: "sms", granted: true, captureDate: "2025-01-02T03:04:05Z" },
    });
    expect(granted.status).toBe(200);
    expect((await granted.json()).campaignPreferences.communicationTypes).toEqual([
      { channelId: "SMS", channelName: "Text message", captureDate: "2025-01-02T03:04:05.000Z" },
    ]);
    const withdrawn = await (
      await call("PUT", `/api/members/${id}/communication-channels`, {
        token: auth,
        body: { channelId: "SMS", granted: false },
      })
    ).json();
    expect(withdrawn.campaignPreferences.communicationTypes).toEqual([]);
    const history = await (await call("GET", `/api/members/${id}/consent/history`, { token: auth })).json();
    expect(
      history.map((h: { kind: string; action: string; subjectId: string }) => [h.kind, h.action, h.subjectId]),
    ).toEqual([
      ["channel", "withdrawn", "SMS"],
      ["channel", "granted", "SMS"],
    ]);
  });

  it("answers 400 plain text for an unknown channel or a bad body", async () => {
    const id = await createMember();
    const auth = await memberToken(id);
    await expectText(
      await call("PUT", `/api/members/${id}/communication-channels`, {
        token: auth,
        body: { channelId: "FAX", granted: true },
      }),
      400,
      "Channel ID FAX does not exist.",
    );
    await expectText(
      await call("PUT", `/api/members/${id}/communication-channels`, {
        token: auth,
        body: { channelId: "EMAIL", granted: "yes" },
      }),
      400,
      "granted must be a boolean.",
    );
    await expectText(
      await call("PUT", `/api/members/${id}/communication-channels`, { token: auth, body: { granted: true } }),
      400,
      "channelId must be a string.",
    );
  });

  it("answers 404 for an unknown member and 403 for an unlinked member", async () => {
    const unknown = fixtures.unknownMemberId;
    await expectText(
      await call("PUT", `/api/members/${unknown}/communication-channels`, {
        token: await memberToken(unknown),
        body: { channelId: "EMAIL", granted: true },
      }),
      404,
      `Member with ID ${unknown} does not exist`,
    );
    await expectText(
      await call("PUT", `/api/members/${fixtures.members.guardian}/communication-channels`, {
        token: await memberToken(fixtures.members.unlinked),
        body: { channelId: "EMAIL", granted: true },
      }),
      403,
      memberScopeMessage,
    );
  });

  it("has the gate", async () => {
    await expectGate("PUT", `/api/members/${fixtures.members.guardian}/communication-channels`, {
      channelId: "EMAIL",
      granted: true,
    });
  });
});
