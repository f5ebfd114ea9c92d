import type { ReactNode } from "react";
import { PageWords } from "@/components/ui/page-words";

/** Sign-in, second factor and set password: their own words on top of the shell's. */
export default function AuthLayout({ children }: { children: ReactNode }) {
  return <PageWords namespaces={["SignIn", "SecondFactor", "Factors"]}>{children}</PageWords>;
}
