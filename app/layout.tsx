import type { Metadata } from "next";
import type { ReactNode } from "react";
import { headers } from "next/headers";
import { getLocale } from "next-intl/server";
import { PageWords } from "@/components/ui/page-words";
import { isLocale } from "@frontdesk/lib/contract/locales";
import { Providers } from "@/components/shell/providers";
import { screenVenueSettings } from "@frontdesk/lib/server/venue-settings";
import { configureVenue } from "@frontdesk/lib/venue/current";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Frontdesk", template: "%s · Frontdesk" },
  description: "Front-of-house desk for leisure venues",
};

// Before first paint: the chosen theme (localStorage) or the system's, so there is no flash.
const themeScript = `(function(){try{var t=localStorage.getItem("theme");var d=t?t==="dark":window.matchMedia("(prefers-color-scheme: dark)").matches;document.documentElement.classList.toggle("dark",d);}catch(e){}})();`;

/**
 * The message namespaces every page uses (MemberSearch: the shell's member search; SecondFactor: the step-up dialog of
 * any sensitive action; Validation, Problems, Words: the sentences lib/ makes, docs/decisions/026-words-from-lib.md);
 * a page adds its own with <PageWords>.
 */
const sharedNamespaces = [
  "Language",
  "Shell",
  "States",
  "Ui",
  "Palette",
  "MemberSearch",
  "SecondFactor",
  "Validation",
  "Problems",
  "Words",
];

export default async function RootLayout({ children }: { children: ReactNode }) {
  // The proxy's per-request nonce (the page's Content-Security-Policy runs no script without it).
  const nonce = (await headers()).get("x-nonce") ?? undefined;
  const locale = await getLocale();
  const language = isLocale(locale) ? locale : "en";
  // Dates and numbers in the screen's language (Welsh: cy-GB, with its own day and month names), the venue's own format
  // otherwise; `lang` is the language of the text, never the date format's.
  const venue = screenVenueSettings(language);
  configureVenue(venue); // this request's (lib/server/venue-scope.ts): server components format as the providers do
  return (
    <html lang={language} suppressHydrationWarning>
      <head>
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: themeScript }} />
      </head>
      <body className="min-h-screen font-sans">
        <PageWords namespaces={sharedNamespaces}>
          <Providers venue={venue}>{children}</Providers>
        </PageWords>
      </body>
    </html>
  );
}
