import type { ReactNode } from "react";
import { getLocale, getMessages } from "next-intl/server";
import { CatalogueProvider, type CatalogueTree } from "@/components/ui/catalogue";

/**
 * Hands the browser only the message namespaces a page uses (the root layout hands the shell's): the whole catalogue
 * in every page's payload would grow each page's HTML with every screen's words.
 */
export async function PageWords({ namespaces, children }: { namespaces: readonly string[]; children: ReactNode }) {
  const messages = (await getMessages()) as CatalogueTree;
  const picked = Object.fromEntries(namespaces.filter((n) => n in messages).map((n) => [n, messages[n]]));
  return (
    <CatalogueProvider locale={await getLocale()} messages={picked}>
      {children}
    </CatalogueProvider>
  );
}
