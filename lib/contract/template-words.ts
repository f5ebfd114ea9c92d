import type { StaffWording } from "@/lib/contract/problem";

/**
 * The platform's email-template messages (spec §18 and its create/save counterparts, to the letter
 * there: "QueryId must be specified") as a manager reads them, each under its form field. Used by
 * the BFF for the platform's answers and by the forms for the contract schema's own checks.
 */
export const templateWordings: readonly StaffWording[] = [
  {
    match: /^QueryId must be specified/,
    field: "queryId",
    say: "Choose the data query whose fields the template can use.",
  },
  {
    match: /^Query with id \d+ does not exist/,
    field: "queryId",
    say: "That data query no longer exists. Choose another one.",
  },
  {
    match: /^TemplateTypeId must be specified/,
    field: "templateTypeId",
    say: "Choose the kind of email this template is for.",
  },
  {
    match: /^TemplateTypeId cannot be more than/,
    field: "templateTypeId",
    say: "Choose the kind of email from the list.",
  },
  {
    match: /^Template type '.*' does not exist/,
    field: "templateTypeId",
    say: "That kind of email no longer exists. Choose another one.",
  },
  { match: /^Description must be specified/, field: "description", say: "Enter a name for the template." },
  {
    match: /^Description cannot be more than (\d+)/,
    field: "description",
    say: (m) => `Keep the name to ${m[1]} characters or fewer.`,
  },
  {
    match: /^Template Detail for Id \d+ does not exist/,
    say: "This template no longer exists. It may have been removed by someone else.",
  },
  {
    match: /^Template for Id \d+ has no associated query/,
    field: "queryId",
    say: "This template has no data query yet. Choose one to start editing it.",
  },
  { match: /^TemplateId must be specified/, say: "This template could not be found. Open it again from the list." },
  {
    match: /^Config must be a JSON document/,
    say: "The editor's settings could not be saved. Reload the page and try again.",
  },
  { match: /^memberId must be a positive whole number/, field: "memberId", say: "Choose a member from the list." },
  {
    match: /^Member with ID (\d+) does not exist/,
    field: "memberId",
    say: (m) => `There is no member #${m[1]}. Choose another member.`,
  },
];
