"use client";

import { signOut } from "next-auth/react";
import { LogOut } from "lucide-react";
import { Button } from "@/components/ui/button";
import { confirmLeave } from "@/components/ui/unsaved-changes";

export function SignOutButton() {
  return (
    <Button variant="ghost" onClick={() => confirmLeave() && void signOut({ callbackUrl: "/sign-in" })}>
      <LogOut aria-hidden className="size-4" />
      Sign out
    </Button>
  );
}
