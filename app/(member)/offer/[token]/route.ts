import { clientAddressHeader } from "@/lib/auth/client-address";
import { readOfferLink, type OfferLinkView } from "@/lib/desk-offers/offer-answer";
import { offerPageHtml } from "@/lib/desk-offers/offer-page";

export const dynamic = "force-dynamic";

/**
 * The member's page behind an offer email's link: no staff sign-in, the least data that serves (first
 * name, session, site, hold), and no script: one small HTML document (lib/desk-offers/offer-page.ts) whose two
 * buttons post a plain form to ./answer, which comes back here with what became of it.
 */
export async function GET(req: Request, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const url = new URL(req.url);
  const result = url.searchParams.get("result");
  const view = await readOfferLink(token, req.headers.get(clientAddressHeader) ?? "");
  const shown: OfferLinkView =
    view.state === "open" && (result === "gone" || result === "started" || result === "throttled")
      ? { ...view, state: result }
      : view;
  return new Response(offerPageHtml(shown, token, url.searchParams.get("choice") ?? undefined), {
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" },
  });
}
