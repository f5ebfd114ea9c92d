"use client";

import { useState, type ReactNode } from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { Toaster } from "sonner";
import { ProblemError } from "@/lib/bff/problem";

export function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: {
            staleTime: 30_000,
            // A 4xx will not change by asking again.
            retry: (count, error) => !(error instanceof ProblemError && error.problem.status < 500) && count < 2,
          },
        },
      }),
  );
  return (
    <QueryClientProvider client={client}>
      {children}
      {/* Plain (not rich) colours: sonner's rich error toast fails WCAG contrast. */}
      <Toaster theme="system" closeButton position="bottom-right" />
    </QueryClientProvider>
  );
}
