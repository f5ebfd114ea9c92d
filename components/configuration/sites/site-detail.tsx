"use client";

import { useId, type ReactNode } from "react";
import Link from "next/link";
import { ArrowLeft, ExternalLink } from "lucide-react";
import { ProblemError, messageOf } from "@/lib/contract/problem";
import type { Site, Translation } from "@/lib/contract/configuration";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { useSite } from "./queries";
import { SiteFlags } from "./site-flags";
import { SiteSettingsSection } from "./site-settings-form";
import { BookingRulesSection } from "./booking-rules-form";
import { formatCalendarDate } from "@/lib/venue/format";

/** One site in full: identity, address, contact, links, organisations, images, social media, amenities, facilities, translations. */
export function SiteDetailScreen({ siteId }: { siteId: string }) {
  const site = useSite(siteId);
  if (site.isPending) return <LoadingState label="Loading site" />;
  if (site.isError) {
    const missing = site.error instanceof ProblemError && site.error.problem.status === 404;
    return (
      <ErrorState
        title={missing ? "No such site" : "Could not load this site"}
        message={messageOf(site.error)}
        onRetry={missing ? undefined : () => void site.refetch()}
      />
    );
  }
  return <SiteDetail site={site.data} />;
}

function SiteDetail({ site }: { site: Site }) {
  return (
    <div className="mx-auto max-w-5xl">
      <Link
        href="/configuration/sites"
        className="inline-flex items-center gap-1 text-sm text-blue-700 hover:underline dark:text-sky-400"
      >
        <ArrowLeft aria-hidden className="size-4" />
        All sites
      </Link>
      <header className="mt-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold">{site.name}</h1>
          <SiteFlags site={site} />
        </div>
        {site.description && <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{site.description}</p>}
      </header>

      <SiteFacts site={site} />

      <Section title="Waiting-list offers">
        <SiteSettingsSection siteId={site.id} />
      </Section>

      <Section title="Booking rules">
        <BookingRulesSection siteId={site.id} />
      </Section>

      <Section title="Translations">
        <Translations items={site.translations} empty="No translations of this site." />
      </Section>

      <Section title="Organisations">
        {site.organisations?.length ? (
          <ul className="space-y-1 text-sm">
            {site.organisations.map((o) => (
              <li key={o.id}>
                <span className="font-medium">{o.name}</span>{" "}
                <span className="text-slate-600 dark:text-slate-400">({o.type})</span>
              </li>
            ))}
          </ul>
        ) : (
          <Empty>No organisations.</Empty>
        )}
      </Section>

      <Section title="Images">
        <LinkCards items={site.images} empty="No images." />
      </Section>

      <Section title="Social media">
        <LinkCards items={site.socialMedia} empty="No social media links." />
      </Section>

      <div className="grid gap-x-6 md:grid-cols-2">
        <Section title="Amenities">
          <FeatureList items={site.amenities ?? []} empty="No amenities." />
        </Section>
        <Section title="Facilities">
          <FeatureList items={site.facilities ?? []} empty="No facilities." />
        </Section>
      </div>
    </div>
  );
}

/** The site's identity, address, contact and links, as facts. */
function SiteFacts({ site }: { site: Site }) {
  const address = [
    site.address.addressLine1,
    site.address.addressLine2,
    site.address.addressLine3,
    site.address.townCity,
    site.address.region,
    site.address.postalCode,
    site.address.country,
  ].filter(Boolean);
  return (
    <dl className="mt-6 grid gap-x-6 gap-y-4 text-sm sm:grid-cols-2 lg:grid-cols-3">
      <Fact label="Site id">
        <span className="font-mono">{site.id}</span>
      </Fact>
      <Fact label="Legal name">{site.legalName ?? "Not set"}</Fact>
      <Fact label="VAT id">{site.vatId || "Not set"}</Fact>
      <Fact label="Opened">{site.openingDate ? formatCalendarDate(site.openingDate) : "Not recorded"}</Fact>
      <Fact label="OpenActive tax mode">{site.openActiveTaxMode ?? "Not set"}</Fact>
      <Fact label="Address">
        {address.length
          ? address.map((line, i) => (
              <span key={i} className="block">
                {line}
              </span>
            ))
          : "Not set"}
      </Fact>
      <Fact label="Location">
        {site.location.latitude && site.location.longitude
          ? `${site.location.latitude}, ${site.location.longitude}`
          : "Not geocoded"}
      </Fact>
      <Fact label="Telephone">{site.contact.telephone ?? "Not set"}</Fact>
      <Fact label="Email">{site.contact.email ?? "Not set"}</Fact>
      {(
        [
          ["Website", site.websiteUrl],
          ["Logo", site.logoUrl],
          ["Terms and conditions", site.termsConditionsUrl],
          ["Privacy policy", site.privacyPolicyUrl],
        ] as const
      ).map(([label, href]) => (
        <Fact key={label} label={label}>
          <MaybeLink href={href} />
        </Fact>
      ))}
    </dl>
  );
}

/** Images or social media links: each its description, its address and its translations. */
function LinkCards({
  items,
  empty,
}: {
  items: NonNullable<Site["images"] | Site["socialMedia"]> | null;
  empty: string;
}) {
  if (!items?.length) return <Empty>{empty}</Empty>;
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {items.map((item) => (
        <li key={item.id} className="rounded-md border border-slate-200 p-3 text-sm dark:border-slate-800">
          <p className="font-medium">{item.description ?? "No description"}</p>
          <MaybeLink href={item.url} />
          <Translations items={item.translations} empty="No translations." compact />
        </li>
      ))}
    </ul>
  );
}

const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <div>
    <dt className="text-xs text-slate-600 dark:text-slate-400">{label}</dt>
    <dd className="font-medium break-words">{children}</dd>
  </div>
);

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="mb-2 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

const Empty = ({ children }: { children: ReactNode }) => (
  <p className="text-sm text-slate-600 dark:text-slate-400">{children}</p>
);

function MaybeLink({ href }: { href: string | null }) {
  if (!href) return <span className="font-normal text-slate-600 dark:text-slate-400">Not set</span>;
  return (
    <a
      href={href}
      target="_blank"
      rel="noreferrer"
      className="inline-flex items-center gap-1 break-all text-blue-700 hover:underline dark:text-sky-400"
    >
      {href}
      <ExternalLink aria-hidden className="size-3 shrink-0" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}

function Translations({ items, empty, compact = false }: { items: Translation[]; empty: string; compact?: boolean }) {
  if (items.length === 0) return <Empty>{empty}</Empty>;
  return (
    <ul className={`${compact ? "mt-2 text-xs" : "text-sm"} space-y-1`}>
      {items.map((t, i) => (
        <li key={`${t.culture}-${i}`}>
          <span className="mr-2 inline-flex rounded bg-slate-100 px-1.5 font-mono text-xs dark:bg-slate-800" lang="en">
            {t.culture}
          </span>
          <span lang={t.culture}>{t.text}</span>
        </li>
      ))}
    </ul>
  );
}

function FeatureList({ items, empty }: { items: NonNullable<Site["amenities"]>; empty: string }) {
  if (items.length === 0) return <Empty>{empty}</Empty>;
  return (
    <ul className="space-y-3 text-sm">
      {items.map((item) => (
        <li key={item.id}>
          <p>
            <span className="font-medium">{item.name}</span>{" "}
            <span className="font-mono text-xs text-slate-600 dark:text-slate-400">{item.key}</span>
          </p>
          {item.description && <p className="text-slate-700 dark:text-slate-300">{item.description}</p>}
          <Translations items={item.translations} empty="" compact />
        </li>
      ))}
    </ul>
  );
}
