import { NextResponse } from "next/server";
import { clientAddressHeader } from "@frontdesk/lib/auth/client-address";
import { isSameOrigin, appOriginOf } from "@frontdesk/lib/security/app-origin";
import { answerOfferLink } from "@frontdesk/lib/desk-offers/offer-answer";
import { isLocale } from "@frontdesk/lib/contract/locales";

/**
 * The offer page's form posts here (no script needed on the member's phone): the answer, then back to the
 * page (303), which reads what became of the offer. A post from another site is refused.
 */
export async function POST(req: Request, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const page = new URL(`/offer/${encodeURIComponent(token)}`, appOriginOf(req));
  if (!isSameOrigin(req)) return new NextResponse("This answer did not come from the offer page.", { status: 403 });
  const form = await req.formData().catch(() => undefined);
  const choice = form?.get("choice");
  const language = form?.get("lang");
  if (isLocale(language)) page.searchParams.set("lang", language); // the page comes back in the language it was in
  if (choice !== "take" && choice !== "let-go") return NextResponse.redirect(page, 303);
  const result = await answerOfferLink(token, choice, req.headers.get(clientAddressHeader) ?? "");
  if (result === "gone" || result === "throttled" || result === "started") page.searchParams.set("result", result);
  return NextResponse.redirect(page, 303);
}
