import type { MemberStatus } from "@frontdesk/lib/contract/configuration";
type StatusFlag = "collectSalesInvoices" | "treatMembersAsExpired" | "freezeSubscriptions" | "prospectStatus";

/** What each behaviour flag does, in the desk's words (spec: MemberStatus). */
export const statusFlags: { name: StatusFlag; label: string; explanation: string }[] = [
  {
    name: "collectSalesInvoices",
    label: "Collect sales invoices",
    explanation: "Sales invoices are collected from members holding this status.",
  },
  {
    name: "treatMembersAsExpired",
    label: "Treat members as expired",
    explanation: "Holders are treated as expired members, whatever their subscriptions say.",
  },
  {
    name: "freezeSubscriptions",
    label: "Freeze subscriptions",
    explanation: "Holders' subscriptions are frozen while they hold this status.",
  },
  {
    name: "prospectStatus",
    label: "Prospect status",
    explanation: "Marks a prospect rather than a member: holders appear on the sales board.",
  },
];

export const heldFlags = (status: MemberStatus) => statusFlags.filter((f) => status[f.name]);
