import { said } from "./said";
import type { StaffWording } from "@frontdesk/lib/contract/problem";

/**
 * The platform's email-template messages (spec §18 and its create/save counterparts, to the letter
 * there: "QueryId must be specified") as a manager reads them, each under its form field. Used by
 * the BFF for the platform's answers and by the forms for the contract schema's own checks.
 */
export const templateWordings: readonly StaffWording[] = [
  {
    match: /^QueryId must be specified/,
    field: "queryId",
    say: "Words.templates.queryRequired",
  },
  {
    match: /^Query with id \d+ does not exist/,
    field: "queryId",
    say: "Words.templates.queryGone",
  },
  {
    match: /^TemplateTypeId must be specified/,
    field: "templateTypeId",
    say: "Words.templates.typeRequired",
  },
  {
    match: /^TemplateTypeId cannot be more than/,
    field: "templateTypeId",
    say: "Words.templates.typeFromList",
  },
  {
    match: /^Template type '.*' does not exist/,
    field: "templateTypeId",
    say: "Words.templates.typeGone",
  },
  { match: /^Description must be specified/, field: "description", say: "Words.templates.nameRequired" },
  {
    match: /^Description cannot be more than (\d+)/,
    field: "description",
    say: (m) => said("Words.templates.nameTooLong", { max: m[1] }),
  },
  {
    match: /^Template Detail for Id \d+ does not exist/,
    say: "Words.templates.gone",
  },
  {
    match: /^Template for Id \d+ has no associated query/,
    field: "queryId",
    say: "Words.templates.noQuery",
  },
  { match: /^TemplateId must be specified/, say: "Words.templates.notFound" },
  {
    match: /^Config must be a JSON document/,
    say: "Words.templates.configUnsaved",
  },
  {
    match: /^memberId must be a positive whole number/,
    field: "memberId",
    say: "Words.templates.memberFromList",
  },
  {
    match: /^Member with ID (\d+) does not exist/,
    field: "memberId",
    say: (m) => said("Words.templates.noMember", { id: m[1] }),
  },
];
