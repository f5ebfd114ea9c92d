// @vitest-environment happy-dom
import { act, renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { api } from "@frontdesk/lib/api/areas";
import type { EmailTemplateSetup } from "@frontdesk/lib/contract/communications";
import { queryClientWrapper, resetHookTests, stubBff } from "../testing/hooks";
import { useCreateEmailTemplate, useEmailTemplateSetup, useRebindTemplateQuery, useSaveEmailTemplate } from "./queries";

// Email templates: every write answers the template's setup, which is put under that template's read (a new one under
// its new id), and the list of templates is read again; a template that does not exist is not asked for again.
const setup = (templateId: number, html: string, queryId = 3): EmailTemplateSetup => ({
  closeDelimiter: "]]",
  openDelimiter: "[[",
  config: null,
  description: "Welcome",
  templateName: "welcome",
  placeholders: "First name:FirstName",
  templateId: String(templateId),
  queryId: String(queryId),
  templateTypeId: "MEMBER",
  html,
  previewOnly: false,
});
const setupKey = (templateId: number) => api.communications.read("template", { params: { templateId } }).queryKey;
const listKey = api.communications.read("templates").queryKey;
const path = "/api/communications/email-templates";

describe("email template hooks", () => {
  afterEach(resetHookTests);

  it("a new template's setup is cached under its new id; a save and a rebind replace it; each reads the list again", async () => {
    const sent = stubBff({
      [`POST ${path}`]: [{ json: setup(12, "<p>Hello</p>") }],
      [`PUT ${path}/12`]: [{ json: setup(12, "<p>Hello [[FirstName]]</p>") }, { json: setup(12, "<p>Hi</p>", 4) }],
    });
    const { client, wrapper } = queryClientWrapper();
    const { result } = renderHook(
      () => ({ create: useCreateEmailTemplate(), save: useSaveEmailTemplate(12), rebind: useRebindTemplateQuery(12) }),
      { wrapper },
    );
    const refreshedList = async () => {
      await waitFor(() => expect(client.getQueryState(listKey)?.isInvalidated).toBe(true));
      client.setQueryData(listKey, []); // read again: fresh until the next write
    };
    client.setQueryData(listKey, []);
    act(() =>
      result.current.create.mutate({ queryId: 3, templateTypeId: "MEMBER" } as Parameters<
        typeof result.current.create.mutate
      >[0]),
    );
    await waitFor(() => expect(client.getQueryData(setupKey(12))?.html).toBe("<p>Hello</p>"));
    await refreshedList();
    act(() =>
      result.current.save.mutate({
        body: { html: "<p>Hello [[FirstName]]</p>" } as Parameters<typeof result.current.save.mutate>[0]["body"],
        ifMatch: '"v1"',
      }),
    );
    await waitFor(() => expect(client.getQueryData(setupKey(12))?.html).toBe("<p>Hello [[FirstName]]</p>"));
    await refreshedList();
    act(() => result.current.rebind.mutate(4));
    await waitFor(() => expect(client.getQueryData(setupKey(12))?.queryId).toBe("4"));
    await refreshedList();
    expect(sent.map((s) => [s.method, s.ifMatch])).toEqual([
      ["POST", null],
      ["PUT", '"v1"'],
      ["PUT", null],
    ]);
    expect(sent[2]?.body).toEqual({ queryId: 4 });
  });

  it("a template that does not exist is asked for once; a failing platform is asked again", async () => {
    const sent = stubBff({
      [`GET ${path}/404`]: [
        { problem: { type: "about:blank", title: "Not Found", status: 404, detail: "No template 404." } },
      ],
      [`GET ${path}/500`]: [
        { problem: { type: "about:blank", title: "Bad Gateway", status: 502 } },
        { json: setup(500, "<p>Back</p>") },
      ],
    });
    // retries as the screen has them (the test client's default is none)
    const { client, wrapper } = queryClientWrapper();
    client.setDefaultOptions({ queries: { retryDelay: 0 } });
    const missing = renderHook(() => useEmailTemplateSetup(404), { wrapper });
    await waitFor(() => expect(missing.result.current.isError).toBe(true));
    const flaky = renderHook(() => useEmailTemplateSetup(500), { wrapper });
    await waitFor(() => expect(flaky.result.current.data?.html).toBe("<p>Back</p>"));
    expect(sent.map((s) => s.path)).toEqual([`${path}/404`, `${path}/500`, `${path}/500`]);
  });
});
