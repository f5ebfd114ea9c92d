"use client";

import { useEffect, useState, type ReactNode } from "react";
import dynamic from "next/dynamic";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { I18nProvider } from "react-aria-components";
import { ProblemError } from "@frontdesk/lib/contract/problem";
import { configureVenue, type VenueSettings } from "@frontdesk/lib/venue/current";
import { onFirstToast } from "@/components/ui/toast";

// Toasts follow what the user did, so sonner's Toaster mounts at the page's first toast and stays out of the
// first load and its start-up work (components/ui/toast.ts loads the same module for that toast).
const Toaster = dynamic(() => import("sonner").then((m) => m.Toaster), { ssr: false });

export function Providers({ venue, children }: { venue: VenueSettings; children: ReactNode }) {
  // Before any screen renders: dates and times in the venue's locale and zone, not the browser's.
  configureVenue(venue);
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: {
            staleTime: 30_000,
            // A 4xx will not change by asking again.
            retry: (count, error) => !(error instanceof ProblemError && error.problem.status < 500) && count < 2,
          },
          // While the venue platform cannot be reached the queries pause (components/shell/platform-banner.tsx);
          // a write still goes to the BFF, which refuses it at once in words.
          mutations: { networkMode: "always" },
        },
      }),
  );
  const [toasting, setToasting] = useState(false);
  useEffect(() => onFirstToast(() => setToasting(true)), []);
  return (
    <QueryClientProvider client={client}>
      <I18nProvider locale={venue.locale}>{children}</I18nProvider>
      {/* Plain (not rich) colours: sonner's rich error toast fails WCAG contrast. */}
      {toasting && <Toaster theme="system" closeButton position="bottom-right" />}
    </QueryClientProvider>
  );
}
