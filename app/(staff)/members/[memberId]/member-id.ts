import { notFound } from "next/navigation";
import { parseMemberId } from "@frontdesk/lib/contract/ids";

/**
 * The page's member id as a number. The layout answers "Page not found" for a bad one; a page reads it here
 * too because Next renders a layout and its page side by side, so the page must not act on an unchecked id.
 */
export const memberIdOf = async (params: Promise<{ memberId: string }>) =>
  parseMemberId((await params).memberId) ?? notFound();
