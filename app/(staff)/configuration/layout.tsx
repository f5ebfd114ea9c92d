import type { ReactNode } from "react";
import { PageWords } from "@/components/ui/page-words";

/** Every configuration screen's words (the Configuration namespace). */
export default function ConfigurationLayout({ children }: { children: ReactNode }) {
  return <PageWords namespaces={["Configuration"]}>{children}</PageWords>;
}
