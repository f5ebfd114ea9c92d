import type { Metadata } from "next";
import type { ReactNode } from "react";
import { headers } from "next/headers";
import { Providers } from "@/components/shell/providers";
import { venueSettingsFromEnv } from "@/lib/server/venue-settings";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Frontdesk", template: "%s · Frontdesk" },
  description: "Front-of-house desk for leisure venues",
};

// Before first paint: the chosen theme (localStorage) or the system's, so there is no flash.
const themeScript = `(function(){try{var t=localStorage.getItem("theme");var d=t?t==="dark":window.matchMedia("(prefers-color-scheme: dark)").matches;document.documentElement.classList.toggle("dark",d);}catch(e){}})();`;

export default async function RootLayout({ children }: { children: ReactNode }) {
  // The proxy's per-request nonce (the page's Content-Security-Policy runs no script without it).
  const nonce = (await headers()).get("x-nonce") ?? undefined;
  const venue = venueSettingsFromEnv();
  return (
    <html lang={venue.locale} suppressHydrationWarning>
      <head>
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: themeScript }} />
      </head>
      <body className="min-h-screen font-sans">
        <Providers venue={venue}>{children}</Providers>
      </body>
    </html>
  );
}
