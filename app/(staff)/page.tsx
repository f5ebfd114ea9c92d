import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { MemberFinder } from "@/components/members/member-finder";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Members"))("pageTitle") };
}

export default async function MembersHomePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  // "Show all matches" in the header search opens this page with ?search=
  const { search } = await searchParams;
  const t = await getTranslations("Members");
  return (
    <div className="mx-auto max-w-4xl">
      <h1 className="text-2xl font-semibold">{t("pageTitle")}</h1>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        {t.rich("findIntro", {
          kbd: (chunks) => (
            <kbd className="rounded border border-slate-300 px-1 font-mono text-xs dark:border-slate-600">{chunks}</kbd>
          ),
        })}
      </p>
      {/* keyed by the address's search: "Show all matches" from this very page opens the new search */}
      <MemberFinder
        key={typeof search === "string" ? search : ""}
        initialSearch={typeof search === "string" ? search : ""}
      />
    </div>
  );
}
