import Link from "next/link";
import { FileQuestion } from "lucide-react";
import { buttonClass } from "@/components/ui/button";

export default function StaffNotFound() {
  return (
    <section aria-labelledby="not-found-title" className="mx-auto mt-16 max-w-lg text-center">
      <FileQuestion aria-hidden className="mx-auto size-12 text-slate-500" />
      <h1 id="not-found-title" className="mt-4 text-2xl font-semibold">
        Page not found
      </h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">There is nothing at this address (yet). Use the navigation to carry on.</p>
      <Link href="/" className={buttonClass("primary", "mt-6")}>
        Go to the start page
      </Link>
    </section>
  );
}
