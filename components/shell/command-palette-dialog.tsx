"use client";

import { useDeferredValue, useEffect, useState } from "react";
import { usePathname, useRouter } from "next/navigation";
import {
  Autocomplete,
  Dialog,
  Header,
  Input,
  Menu,
  MenuItem,
  MenuSection,
  Modal,
  ModalOverlay,
  SearchField,
  useFilter,
} from "react-aria-components";
import type { NavItem } from "@frontdesk/lib/contract/roles";
import { confirmLeave } from "@/components/ui/unsaved-changes";
import { useMemberSearch } from "@/components/members/search-queries";
import { ResultFlags } from "@/components/members/result-flags";
import { useTranslations, type Words } from "@/components/ui/catalogue";
import { navKeys } from "./nav-links";

/**
 * The command palette, keyboard-first: Ctrl+K (or Cmd+K) anywhere opens a filterable
 * list of places and actions: the role's screens, "Find a member", and on a member's pages every
 * screen of that member; with two or more letters typed, the members that match, each with their flags.
 * Arrows move, Enter goes, Escape closes (react-aria Autocomplete + Menu).
 */
interface Command {
  id: string;
  label: string;
  /** where it goes; or an action run in the page */
  href?: string;
  run?: () => void;
}

const itemClass =
  "cursor-pointer rounded-md px-3 py-2 text-sm text-slate-900 outline-none data-[focused]:bg-blue-700 data-[focused]:text-white dark:text-slate-100";

/** A member's screens: path, and the key of their command in the Palette messages. */
const memberScreens = [
  ["", "memberOverview"],
  ["/consent", "memberConsent"],
  ["/medical", "memberMedical"],
  ["/addresses", "memberAddresses"],
  ["/card", "memberCard"],
  ["/bookings", "memberBookings"],
] as const;

export interface CommandPaletteProps {
  navigation: NavItem[];
  memberRecord: boolean;
  canSearch: boolean;
}

/** The places and actions the palette offers: a member's screens (on a member's pages), "Find a member", the role's screens. */
function commandsOf({
  pathname,
  navigation,
  memberRecord,
  canSearch,
  t,
  nav,
}: CommandPaletteProps & { pathname: string; t: Words; nav: Words }): Command[] {
  const memberId = /^\/members\/(\d+)/.exec(pathname)?.[1];
  return [
    ...(memberId && memberRecord
      ? memberScreens.map(([path, key]) => ({
          id: `member${path}`,
          label: t(key, { id: memberId }),
          href: `/members/${memberId}${path}`,
        }))
      : []),
    ...(canSearch
      ? [
          {
            id: "find-member",
            label: t("findMember"),
            run: () => document.querySelector<HTMLInputElement>('header input[role="combobox"]')?.focus(),
          },
        ]
      : []),
    ...navigation.map((item) => ({
      id: `nav:${item.href}`,
      label: t("goTo", { screen: navKeys[item.href] ? nav(`nav.${navKeys[item.href]}`) : item.label }),
      href: item.href,
    })),
  ];
}

/** The palette itself, mounted on its first Ctrl+K (command-palette.tsx listens). */
export function CommandPaletteDialog({
  navigation,
  memberRecord,
  canSearch,
  open,
  setOpen,
  takeEarlyKeys,
}: CommandPaletteProps & { open: boolean; setOpen: (open: boolean) => void; takeEarlyKeys: () => string }) {
  const t = useTranslations("Palette");
  const nav = useTranslations("Shell");
  const router = useRouter();
  const pathname = usePathname();
  const { contains } = useFilter({ sensitivity: "base" });
  const [typed, setTyped] = useState("");
  // what was typed after Ctrl+K while this module was still coming (its search box has focus from here on)
  useEffect(() => {
    const early = takeEarlyKeys();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- once, on mount: the keys typed before it
    if (early) setTyped((now) => early + now);
  }, [takeEarlyKeys]);
  const search = useDeferredValue(typed.trim());
  const members = useMemberSearch(canSearch && search.length >= 2 ? search : "", 5);
  const found = canSearch && search.length >= 2 ? (members.data?.data ?? []) : [];

  const commands = commandsOf({ pathname, navigation, memberRecord, canSearch, t, nav });

  const onAction = (key: React.Key) => {
    const memberKey = /^member:(\d+)$/.exec(String(key));
    if (memberKey) {
      setOpen(false);
      if (confirmLeave()) router.push(`/members/${memberKey[1]}`);
      return;
    }
    const command = commands.find((c) => c.id === key);
    if (!command) return;
    setOpen(false);
    if (command.run) {
      // after the dialog has closed and given focus back
      setTimeout(command.run, 0);
      return;
    }
    if (command.href && confirmLeave()) router.push(command.href);
  };

  return (
    <ModalOverlay
      isOpen={open}
      onOpenChange={setOpen}
      isDismissable
      className="fixed inset-0 z-50 flex items-start justify-center bg-slate-950/50 p-4 pt-[12vh]"
    >
      <Modal className="w-full max-w-lg rounded-lg border border-slate-200 bg-white shadow-xl dark:border-slate-700 dark:bg-slate-900">
        <Dialog aria-label={t("title")} className="outline-none">
          {/* members are matched by the search itself (typos, phone digits), so the menu does not filter them again */}
          <Autocomplete
            inputValue={typed}
            onInputChange={setTyped}
            filter={(text, input, node) => String(node.key).startsWith("member:") || contains(text, input)}
          >
            <SearchField
              aria-label={t("searchLabel")}
              autoFocus
              className="border-b border-slate-200 p-3 dark:border-slate-700"
            >
              <Input
                placeholder={t("searchPlaceholder")}
                className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-400"
              />
            </SearchField>
            {/* The scroll box is focusable so a long list can be scrolled by keyboard too (axe scrollable-region-focusable). */}
            <div
              role="region"
              aria-label={t("listRegion")}
              tabIndex={0}
              className="max-h-80 overflow-y-auto outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
            >
              <Menu
                aria-label={t("commands")}
                onAction={onAction}
                className="p-2 outline-none"
                renderEmptyState={() => (
                  <p className="px-3 py-2 text-sm text-slate-600 dark:text-slate-300">{t("noMatch")}</p>
                )}
              >
                {found.length > 0 && (
                  <MenuSection>
                    <Header className="px-3 py-1 text-xs font-semibold text-slate-600 uppercase dark:text-slate-400">
                      {t("members")}
                    </Header>
                    {found.map((member) => (
                      <MenuItem
                        key={member.memberId}
                        id={`member:${member.memberId}`}
                        textValue={t("openMember", {
                          name: `${member.firstName} ${member.lastName}`,
                          id: member.memberId,
                        })}
                        className={itemClass}
                      >
                        {({ isFocused }) => (
                          <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                            <span>
                              {t("openMember", { name: `${member.firstName} ${member.lastName}`, id: member.memberId })}
                            </span>
                            <ResultFlags page={members.data} memberId={member.memberId} highlighted={isFocused} />
                          </span>
                        )}
                      </MenuItem>
                    ))}
                  </MenuSection>
                )}
                <MenuSection aria-label={t("screensAndActions")}>
                  {commands.map((command) => (
                    <MenuItem key={command.id} id={command.id} textValue={command.label} className={itemClass}>
                      {command.label}
                    </MenuItem>
                  ))}
                </MenuSection>
              </Menu>
            </div>
          </Autocomplete>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
