import type { ReactNode } from "react";
import { PageWords } from "@/components/ui/page-words";

/** The words of every screen under /communications (the Communications namespace). */
export default function Layout({ children }: { children: ReactNode }) {
  return <PageWords namespaces={["Communications"]}>{children}</PageWords>;
}
