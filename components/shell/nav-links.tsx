"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useTranslations } from "@/components/ui/catalogue";
import {
  Calendar,
  DoorOpen,
  Mail,
  Plug,
  Settings,
  ShieldCheck,
  Smartphone,
  Target,
  UserCog,
  Users,
} from "lucide-react";
import type { NavItem } from "@frontdesk/lib/contract/roles";

const icons = {
  users: Users,
  door: DoorOpen,
  target: Target,
  calendar: Calendar,
  settings: Settings,
  mail: Mail,
  plug: Plug,
  smartphone: Smartphone,
  "user-cog": UserCog,
  shield: ShieldCheck,
};

/** Each screen's name in the catalogue (messages/*.json, Shell.nav), by its address. */
export const navKeys: Record<string, string> = {
  "/": "members",
  "/door": "door",
  "/bookings/waiting-lists": "waitingLists",
  "/prospects": "prospects",
  "/booking-sheets": "bookingSheets",
  "/configuration": "configuration",
  "/communications": "communications",
  "/configuration/integrators": "integrators",
  "/configuration/mobile-apps": "mobileApps",
  "/staff": "staff",
  "/staff/sign-in-audit": "signInAudit",
  "/staff/data-access": "dataAccess",
  "/staff/retention": "retention",
};

const isCurrent = (href: string, pathname: string) =>
  href === "/"
    ? pathname === "/" || pathname.startsWith("/members")
    : pathname === href || pathname.startsWith(`${href}/`);

export function NavLinks({ items }: { items: NavItem[] }) {
  const pathname = usePathname();
  const t = useTranslations("Shell.nav");
  return (
    <ul className="flex flex-wrap gap-1 lg:block lg:space-y-1">
      {items.map((item) => {
        const Icon = icons[item.icon];
        // the most specific item wins (/staff/sign-in-audit, not /staff as well)
        const current =
          isCurrent(item.href, pathname) &&
          !items.some(
            (other) =>
              other.href.length > item.href.length &&
              other.href.startsWith(item.href) &&
              isCurrent(other.href, pathname),
          );
        return (
          <li key={item.href}>
            <Link
              href={item.href}
              aria-current={current ? "page" : undefined}
              className={`flex items-center gap-2 rounded-md px-3 py-2 text-sm ${
                current
                  ? "bg-blue-100 font-medium text-blue-900 dark:bg-slate-800 dark:text-sky-300"
                  : "text-slate-700 hover:bg-slate-200 dark:text-slate-300 dark:hover:bg-slate-800"
              }`}
            >
              <Icon aria-hidden className="size-4" />
              {navKeys[item.href] ? t(navKeys[item.href]) : item.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
