"use client";

import { useId, type ReactNode } from "react";
import Link from "next/link";
import { ArrowLeft, ExternalLink } from "lucide-react";
import { ProblemError, messageOf } from "@frontdesk/lib/contract/problem";
import type { Site, Translation } from "@frontdesk/lib/contract/configuration";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { useSite } from "./queries";
import { SiteFlags } from "./site-flags";
import { SiteSettingsSection } from "./site-settings-form";
import { BookingRulesSection } from "./booking-rules-form";
import { formatCalendarDate } from "@frontdesk/lib/venue/format";
import { useTranslations } from "@/components/ui/catalogue";

/** One site in full: identity, address, contact, links, organisations, images, social media, amenities, facilities, translations. */
export function SiteDetailScreen({ siteId }: { siteId: string }) {
  const t = useTranslations("Configuration");
  const site = useSite(siteId);
  if (site.isPending) return <LoadingState label={t("sites.loadingOne")} />;
  if (site.isError) {
    const missing = site.error instanceof ProblemError && site.error.problem.status === 404;
    return (
      <ErrorState
        title={missing ? t("sites.noSuch") : t("sites.couldNotLoad")}
        message={messageOf(site.error)}
        onRetry={missing ? undefined : () => void site.refetch()}
      />
    );
  }
  return <SiteDetail site={site.data} />;
}

function SiteDetail({ site }: { site: Site }) {
  const t = useTranslations("Configuration");
  return (
    <div className="mx-auto max-w-5xl">
      <Link
        href="/configuration/sites"
        className="inline-flex items-center gap-1 text-sm text-blue-700 hover:underline dark:text-sky-400"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {t("sites.all")}
      </Link>
      <header className="mt-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold">{site.name}</h1>
          <SiteFlags site={site} />
        </div>
        {site.description && <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{site.description}</p>}
      </header>

      <SiteFacts site={site} />

      <Section title={t("sites.offers")}>
        <SiteSettingsSection siteId={site.id} />
      </Section>

      <Section title={t("rules.title")}>
        <BookingRulesSection siteId={site.id} />
      </Section>

      <Section title={t("sites.translations")}>
        <Translations items={site.translations} empty={t("sites.noTranslationsOfSite")} />
      </Section>

      <Section title={t("sites.organisations")}>
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
          <Empty>{t("sites.noOrganisations")}</Empty>
        )}
      </Section>

      <Section title={t("sites.images")}>
        <LinkCards items={site.images} empty={t("sites.noImages")} />
      </Section>

      <Section title={t("sites.socialMedia")}>
        <LinkCards items={site.socialMedia} empty={t("sites.noSocialMedia")} />
      </Section>

      <div className="grid gap-x-6 md:grid-cols-2">
        <Section title={t("sites.amenities")}>
          <FeatureList items={site.amenities ?? []} empty={t("sites.noAmenities")} />
        </Section>
        <Section title={t("sites.facilities")}>
          <FeatureList items={site.facilities ?? []} empty={t("sites.noFacilities")} />
        </Section>
      </div>
    </div>
  );
}

/** The site's identity, address, contact and links, as facts. */
function SiteFacts({ site }: { site: Site }) {
  const t = useTranslations("Configuration");
  const notSet = t("sites.notSet");
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
      <Fact label={t("sites.siteId")}>
        <span className="font-mono">{site.id}</span>
      </Fact>
      <Fact label={t("sites.legalName")}>{site.legalName ?? notSet}</Fact>
      <Fact label={t("sites.vatId")}>{site.vatId || notSet}</Fact>
      <Fact label={t("sites.opened")}>
        {site.openingDate ? formatCalendarDate(site.openingDate) : t("sites.notRecorded")}
      </Fact>
      <Fact label={t("sites.taxMode")}>{site.openActiveTaxMode ?? notSet}</Fact>
      <Fact label={t("sites.address")}>
        {address.length
          ? address.map((line, i) => (
              <span key={i} className="block">
                {line}
              </span>
            ))
          : notSet}
      </Fact>
      <Fact label={t("sites.location")}>
        {site.location.latitude && site.location.longitude
          ? `${site.location.latitude}, ${site.location.longitude}`
          : t("sites.notGeocoded")}
      </Fact>
      <Fact label={t("sites.telephone")}>{site.contact.telephone ?? notSet}</Fact>
      <Fact label={t("sites.email")}>{site.contact.email ?? notSet}</Fact>
      {(
        [
          [t("sites.website"), site.websiteUrl],
          [t("sites.logo"), site.logoUrl],
          [t("sites.terms"), site.termsConditionsUrl],
          [t("sites.privacy"), site.privacyPolicyUrl],
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
  const t = useTranslations("Configuration");
  if (!items?.length) return <Empty>{empty}</Empty>;
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {items.map((item) => (
        <li key={item.id} className="rounded-md border border-slate-200 p-3 text-sm dark:border-slate-800">
          <p className="font-medium">{item.description ?? t("sites.noDescription")}</p>
          <MaybeLink href={item.url} />
          <Translations items={item.translations} empty={t("sites.noTranslations")} compact />
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
  const t = useTranslations("Configuration");
  if (!href) return <span className="font-normal text-slate-600 dark:text-slate-400">{t("sites.notSet")}</span>;
  return (
    <a
      href={href}
      target="_blank"
      rel="noreferrer"
      className="inline-flex items-center gap-1 break-all text-blue-700 hover:underline dark:text-sky-400"
    >
      {href}
      <ExternalLink aria-hidden className="size-3 shrink-0" />
      <span className="sr-only">{t("sites.newTab")}</span>
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
