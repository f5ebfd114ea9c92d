import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { UserFieldForm } from "@/components/configuration/user-fields/user-field-form";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Configuration"))("userFields.newTitle") };
}

export default function NewUserFieldPage() {
  return <UserFieldForm />;
}
