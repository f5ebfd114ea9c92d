"use client";

import type { MemberFlag } from "@frontdesk/lib/contract/members";
import { MemberFlags } from "./member-flags";
import { useMemberFlags } from "./search-queries";
import { useTranslations } from "@/components/ui/catalogue";

/** How a page of search results carries flags (lib/bff/member-flags searchMembersWithFlags). */
interface FlaggedPage {
  flagsFor: "page" | "highlighted" | "none";
  flags: Record<string, MemberFlag[]>;
}

/**
 * A search result's flags: from the page's one read; or, where the platform cannot list them, read
 * for the highlighted result only, as it is highlighted (and kept in the cache for the next time).
 */
export function ResultFlags({
  page,
  memberId,
  highlighted,
}: {
  page: FlaggedPage | undefined;
  memberId: number;
  highlighted: boolean;
}) {
  const t = useTranslations("MemberSearch");
  const perMember = useMemberFlags(memberId, page?.flagsFor === "highlighted" && highlighted);
  if (!page || page.flagsFor === "none") return null;
  if (page.flagsFor === "page") return <MemberFlags flags={page.flags[memberId] ?? []} />;
  if (perMember.data) return <MemberFlags flags={perMember.data.flags} />;
  if (perMember.isError)
    return <span className="text-xs text-slate-600 dark:text-slate-300">{t("flagsUnavailable")}</span>;
  return highlighted ? <MemberFlags flags={undefined} loading /> : null;
}
