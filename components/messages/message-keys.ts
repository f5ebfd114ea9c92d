import type { MessageState } from "@/lib/domain/messages";

/** The messages' TanStack Query keys, apart from the hooks (a client module) so a page rendered on the server fills them. */
export const messageKeys = {
  all: ["messages"] as const,
  list: (state: MessageState | undefined) => ["messages", "list", state ?? "all"] as const,
  member: (memberId: number) => ["messages", "member", memberId] as const,
};
