"use client";

import { sayWith } from "@/lib/contract/said-read";
import type { SaidValues } from "@/lib/contract/said";

/** A `said` message in words (loaded by `Said`, components/ui/catalogue.tsx, when it first shows a key). */
export default function SaidText({
  text,
  say,
}: {
  text: string;
  say: (key: string, values?: SaidValues) => string | undefined;
}) {
  return sayWith(text, say);
}
