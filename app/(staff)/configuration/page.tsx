import type { Metadata } from "next";
import Link from "next/link";

export const metadata: Metadata = { title: "Configuration" };

/** The manager's configuration topics (admin-only topics have their own navigation entries). */
const topics = [
  {
    href: "/configuration/statuses",
    title: "Member statuses",
    description: "Colours and behaviour of each member status.",
  },
  {
    href: "/configuration/sites",
    title: "Sites",
    description: "Every site with its address, contact, amenities and facilities.",
  },
  {
    href: "/configuration/resource-products",
    title: "Resource products",
    description: "Courts and pitches with their weekly opening times.",
  },
  {
    href: "/configuration/cost-centres",
    title: "Cost centres",
    description: "The top of the financial reporting structure.",
  },
  {
    href: "/configuration/user-fields",
    title: "User fields",
    description: "Extra fields kept on every member's record.",
  },
  {
    href: "/configuration/promotion-codes",
    title: "Promotion codes",
    description: "Codes, validity windows and their discounts.",
  },
  { href: "/configuration/discount-usage", title: "Discount usage", description: "Where booking discounts were used." },
];

export default function ConfigurationPage() {
  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="text-2xl font-semibold">Configuration</h1>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {topics.map((topic) => (
          <li key={topic.href}>
            <Link
              href={topic.href}
              className="block h-full rounded-lg border border-slate-200 p-4 hover:border-blue-400 hover:bg-slate-50 dark:border-slate-800 dark:hover:bg-slate-900"
            >
              <span className="font-semibold text-blue-700 dark:text-sky-400">{topic.title}</span>
              <span className="mt-1 block text-sm text-slate-600 dark:text-slate-300">{topic.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
