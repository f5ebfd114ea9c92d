import { describe, expect, it } from "vitest";
import { createTranslator } from "next-intl";
import en from "@/messages/en.json";
import cy from "@/messages/cy.json";
import type { Locale } from "@frontdesk/lib/contract/locales";
import { offerPageHtml } from "./offer-page";

/** The page's words in a language, from the catalogue the app serves. */
const inLanguage = (language: Locale, more: { choice?: string; result?: string } = {}) => ({
  language,
  t: createTranslator({
    locale: language,
    messages: language === "cy" ? cy : en,
    namespace: "OfferPage",
  }) as unknown as (key: string, values?: Record<string, string>) => string,
  ...more,
});

// The member's offer page is one small HTML document with no script; what the platform holds is escaped.
describe("the member's offer page", () => {
  const open = {
    state: "open" as const,
    firstName: "Sam <img src=x onerror=alert(1)>",
    activityName: "Spin & Core",
    siteName: "Leeds Central",
    startDateTime: "2026-12-01T18:00:00Z",
    expiresAt: "2026-12-01T16:00:00Z",
  };

  it("shows the offer with its two answers as a plain form, escaped, and loads no script", () => {
    const html = offerPageHtml(open, "12.abc", inLanguage("en", { choice: "let-go" }));
    expect(html).toContain("<h1>Sam &lt;img src=x onerror=alert(1)&gt;, a place is yours if you want it</h1>");
    expect(html).toContain("<strong>Spin &amp; Core</strong> at Leeds Central, 01/12/2026, 18:00");
    expect(html).toContain("We are holding it for you until 01/12/2026, 16:00.");
    expect(html).toContain('<form method="post" action="/offer/12.abc/answer">');
    expect(html).toMatch(/value="let-go" class="let-go" autofocus>No thanks, let it go</);
    expect(html).not.toMatch(/<script|<img/i);
  });

  it("a used or altered link says so with the venue's phone, and offers no answer", () => {
    const used = offerPageHtml({ ...open, state: "booked", sitePhone: "0113 000 0001" }, "12.abc", inLanguage("en"));
    expect(used).toContain("This link has been used");
    expect(used).toContain("Questions? Call Leeds Central on 0113 000 0001.");
    expect(used).not.toContain("<form");
    const altered = offerPageHtml({ state: "invalid" }, "nope", inLanguage("en"));
    expect(altered).toContain("<h1>This link does not work</h1>");
    expect(altered).toContain("Nothing has been booked.");
    expect(altered).toContain("Questions? Call the venue.");
  });

  it("in Welsh: the page's words, its lang and Welsh dates, with a link back to English that keeps the result", () => {
    const html = offerPageHtml(open, "12.abc", inLanguage("cy", { result: "gone" }));
    expect(html).toContain('<html lang="cy">');
    expect(html).toContain("Sam &lt;img src=x onerror=alert(1)&gt;, mae lle i chi os ydych chi eisiau");
    expect(html).toContain("<strong>Spin &amp; Core</strong> yn Leeds Central");
    expect(html).toMatch(/>Archebu fy lle</);
    expect(html).toContain('<input type="hidden" name="lang" value="cy">');
    expect(html).toContain('href="?lang=en&amp;result=gone" lang="en" hreflang="en">English</a>');
    expect(html).not.toContain("Book my place");
  });
});
