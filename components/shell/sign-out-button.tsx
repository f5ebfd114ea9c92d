"use client";

import { signOut } from "next-auth/react";
import { toast } from "sonner";
import { Button as AriaButton, Menu, MenuItem, MenuTrigger, Popover } from "react-aria-components";
import { ChevronDown, LogOut } from "lucide-react";
import { fetchJson } from "@/lib/bff/fetch-json";
import { messageOf } from "@/lib/bff/problem";
import { Button } from "@/components/ui/button";
import { confirmLeave } from "@/components/ui/unsaved-changes";

/** Sign out (this browser), and the account menu's "Sign out everywhere" (every browser and device). */
export function SignOutButton() {
  const everywhere = async () => {
    if (!confirmLeave()) return;
    try {
      await fetchJson("/api/session/sign-out-everywhere", { method: "POST" });
      await signOut({ callbackUrl: "/sign-in" });
    } catch (error) {
      toast.error(messageOf(error));
    }
  };
  return (
    <div className="flex items-center">
      <Button variant="ghost" onClick={() => confirmLeave() && void signOut({ callbackUrl: "/sign-in" })}>
        <LogOut aria-hidden className="size-4" />
        Sign out
      </Button>
      <MenuTrigger>
        <AriaButton aria-label="More sign-out choices" className="rounded-md p-2 text-slate-700 outline-none hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-blue-600 dark:text-slate-200 dark:hover:bg-slate-800">
          <ChevronDown aria-hidden className="size-4" />
        </AriaButton>
        <Popover className="min-w-52 rounded-md border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900">
          <Menu aria-label="More sign-out choices" className="outline-none" onAction={() => void everywhere()}>
            <MenuItem id="everywhere" className="cursor-default rounded px-2 py-1.5 text-sm outline-none focus:bg-blue-50 dark:focus:bg-slate-800">
              Sign out everywhere
            </MenuItem>
          </Menu>
        </Popover>
      </MenuTrigger>
    </div>
  );
}
