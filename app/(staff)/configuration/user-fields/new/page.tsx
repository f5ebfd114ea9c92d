import type { Metadata } from "next";
import { UserFieldForm } from "@/components/configuration/user-fields/user-field-form";

export const metadata: Metadata = { title: "New user field" };

export default function NewUserFieldPage() {
  return <UserFieldForm />;
}
