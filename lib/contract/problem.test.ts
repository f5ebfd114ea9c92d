import { describe, expect, it } from "vitest";
import { z } from "zod";
import { waitingListWordings } from "@frontdesk/lib/contract/waiting-list-words";
import { interactionWords } from "@frontdesk/lib/contract/interaction-words";
import { inEnglish, problemIn } from "@frontdesk/lib/contract/said-words";
import { interactionMessages } from "@frontdesk/lib/contract/prospects";
import {
  BffProblem,
  camelCaseField,
  fieldErrorsOfIssues,
  problemFromPlatform,
  validationProblem,
} from "@frontdesk/lib/contract/problem";
import { inStaffWords, parseInput, unstorableTextMessage } from "@frontdesk/lib/contract/staff-words";

describe("problemFromPlatform", () => {
  it("plain text: the text is the detail", () => {
    const p = problemFromPlatform(404, "text/plain; charset=utf-8", "Member with ID 99 does not exist");
    expect(p).toEqual({
      type: "about:blank",
      title: "Not Found",
      status: 404,
      detail: "Member with ID 99 does not exist",
    });
  });

  it("plain text without a content type is still text", () => {
    expect(problemFromPlatform(400, null, "Limit must be greater than 0").detail).toBe("Limit must be greater than 0");
  });

  it("validation problem document: errors kept, field names camel-cased", () => {
    const body = {
      type: "https://tools.ietf.org/html/rfc9110#section-15.5.1",
      title: "One or more validation errors occurred.",
      status: 400,
      errors: { AppBundleId: ["The AppBundleId field is required."], "Versions[0].AppVersion": ["Bad version"] },
      traceId: "abc",
    };
    const p = problemFromPlatform(400, "application/problem+json; charset=utf-8", JSON.stringify(body));
    expect(p.title).toBe("One or more validation errors occurred.");
    expect(p.type).toBe(body.type);
    expect(p.status).toBe(400);
    expect(p.errors).toEqual({
      appBundleId: ["The AppBundleId field is required."],
      "versions[0].appVersion": ["Bad version"],
    });
    expect(p.detail).toBe("The AppBundleId field is required.");
  });

  it("model-state object: becomes errors by field", () => {
    const body = {
      AddressLine1: ["AddressLine1 cannot be more than 75 characters"],
      PostalCode: ["PostalCode cannot be more than 25 characters"],
    };
    const p = problemFromPlatform(400, "application/json; charset=utf-8", JSON.stringify(body));
    expect(p).toEqual({
      type: "about:blank",
      title: "Bad Request",
      status: 400,
      detail: "AddressLine1 cannot be more than 75 characters",
      errors: {
        addressLine1: ["AddressLine1 cannot be more than 75 characters"],
        postalCode: ["PostalCode cannot be more than 25 characters"],
      },
    });
  });

  it("full result object: detail from its errors array, the object kept", () => {
    const body = {
      exceptionsUpdated: 0,
      scheduleId: "00000000-0000-0000-0000-000000000000",
      errors: ["Clashes with existing bookings."],
      existingBookings: [{ bookingId: 7 }],
    };
    const p = problemFromPlatform(409, "application/json", JSON.stringify(body));
    expect(p.status).toBe(409);
    expect(p.title).toBe("Conflict");
    expect(p.detail).toBe("Clashes with existing bookings.");
    expect(p.result).toEqual(body);
    expect(p.errors).toBeUndefined();
  });

  it("full result object: detail from its message", () => {
    const p = problemFromPlatform(422, "application/json", JSON.stringify({ message: "Member not found", code: 12 }));
    expect(p.detail).toBe("Member not found");
    expect(p.result).toEqual({ message: "Member not found", code: 12 });
  });

  it("empty body: a title from the status", () => {
    expect(problemFromPlatform(500, null, "")).toEqual({
      type: "about:blank",
      title: "Internal Server Error",
      status: 500,
    });
    expect(problemFromPlatform(403, "text/plain", "  ")).toEqual({
      type: "about:blank",
      title: "Forbidden",
      status: 403,
    });
  });

  it("a JSON string body is text", () => {
    expect(problemFromPlatform(400, "application/json", '"Bad thing"').detail).toBe("Bad thing");
  });
});

describe("camelCaseField", () => {
  it.each([
    ["AddressLine1", "addressLine1"],
    ["address1.AddressLine1", "address1.addressLine1"],
    ["$.Code", "code"],
    ["ID", "id"],
    ["URLPath", "urlPath"],
    ["body", "body"],
    ["MaxUsages", "maxUsages"],
  ])("%s -> %s", (input, output) => expect(camelCaseField(input)).toBe(output));
});

describe("inStaffWords", () => {
  it("says a known platform message in staff words, under its field", () => {
    const p = problemFromPlatform(400, "text/plain", "Member 1013 is already booked on booking 700001");
    expect(problemIn("en", inStaffWords(p, waitingListWordings))).toMatchObject({
      status: 400,
      detail: "Member #1013 is already booked on this session.",
      errors: { memberId: ["Member #1013 is already booked on this session."] },
    });
  });

  it("never lets 'alert list' through for the waiting-list messages the platform sends", () => {
    for (const text of [
      "Member 5 is already on the alert list for booking 9",
      "Member 5 is not on the alert list for booking 9",
      "Only classes and courses can have alert lists",
      "Alert lists are not enabled for this activity",
      "Invalid SlotReference x: cannot be deserialized",
      "Invalid Member ID 5: member doesn't exist",
      "Booking 9 is full: no space to promote member 5",
    ]) {
      const said = problemIn("en", inStaffWords(problemFromPlatform(400, "text/plain", text), waitingListWordings));
      expect(said.detail).not.toMatch(/alert list|SlotReference|Member ID/i);
    }
  });

  it("leaves an unknown message as it came", () => {
    const p = problemFromPlatform(400, "text/plain", "Something else");
    expect(inStaffWords(p, waitingListWordings)).toEqual(p);
  });
});

describe("interactionWords", () => {
  it("says every interaction message of the contract without an internal field name, under a field", () => {
    const m = interactionMessages;
    const messages = [
      m.createRequired,
      m.updateSubTypeEmpty,
      m.duration,
      m.reminder,
      m.details,
      m.scheduledWith,
      m.subTypeLength,
      m.priority,
      m.interactionStatus,
      m.nextActionDate,
      m.memberRequired,
      m.memberMissing(5),
      m.subTypeMissing("X"),
      m.outcomeMissing(3),
      m.outcomeForeign(3, "X"),
    ];
    for (const message of messages) {
      const said = interactionWords(message);
      expect(said.field, message).toBeDefined();
      expect(said.say, message).not.toBe(message);
      expect(inEnglish(said.say), message).not.toMatch(
        /memberId|interactionSubTypeId|outcomeOfInteractionTypeId|scheduledWith|nextActionDate|interactionStatus|duration must|reminder must/,
      );
    }
    const said = interactionWords(m.createRequired);
    expect({ ...said, say: inEnglish(said.say) }).toEqual({
      field: "interactionSubTypeId",
      say: "Choose the type of interaction.",
    });
  });
});

describe("fieldErrorsOfIssues / validationProblem", () => {
  it("puts each zod message under its dotted field (form for the whole value), the first one as detail", () => {
    const errors = fieldErrorsOfIssues([
      { path: ["address1", "postcode"], message: "Enter a UK postcode." },
      { path: [], message: "Say something." },
      { path: ["address1", "postcode"], message: "Too long." },
    ]);
    expect(errors).toEqual({ "address1.postcode": ["Enter a UK postcode.", "Too long."], form: ["Say something."] });
    expect(validationProblem(errors, 409)).toEqual({
      type: "about:blank",
      title: "One or more validation errors occurred.",
      status: 409,
      detail: "Enter a UK postcode.",
      errors,
    });
  });
});

describe("parseInput", () => {
  const schema = z.object({ reason: z.string(), lines: z.array(z.object({ note: z.string() })).optional() });
  const refused = (value: unknown) => {
    try {
      parseInput(schema, value);
    } catch (error) {
      return (error as BffProblem).problem;
    }
    throw new Error("accepted");
  };

  it("refuses a string no database can store that every rule accepts, naming its field", () => {
    expect(refused({ reason: "a\u0000b" })).toMatchObject({
      status: 400,
      errors: { reason: [unstorableTextMessage("reason")] },
    });
    expect(refused({ reason: "ok", lines: [{ note: "\uD800" }] }).errors).toEqual({
      "lines.0.note": [unstorableTextMessage("note")],
    });
    expect(refused({ reason: "ok", ["odd\u0001key"]: 1 }).errors).toEqual({
      form: [unstorableTextMessage("the request")],
    });
    expect(parseInput(schema, { reason: "tab\tnew line\n😀" })).toEqual({ reason: "tab\tnew line\n😀" });
  });
});
