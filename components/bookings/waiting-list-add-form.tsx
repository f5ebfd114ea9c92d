"use client";

import { useTranslations } from "@/components/ui/catalogue";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { plainWordsResolver } from "@/components/ui/plain-words-resolver";
import { waitingListWordings } from "@frontdesk/lib/contract/waiting-list-words";
import { UserPlus } from "lucide-react";
import { addToAlertListRequest, type AvailabilitySlot } from "@frontdesk/lib/contract/bookings";
import type { MemberSearchItem } from "@frontdesk/lib/contract/members";
import { MemberPicker } from "@/components/members/member-picker";
import { FormFailure } from "@/components/ui/form-failure";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { Button } from "@/components/ui/button";
import { useAddToAlertList } from "./queries";

// The waiting-list screen's add form: loaded when a full session is opened, not with the page (react-hook-form, the contract's zod schema, the member picker's combobox).

const memberForm = addToAlertListRequest.pick({ memberId: true });
type MemberChoice = { memberId: number };

/** Add a member found by name, phone, email or number; the latest answer replaces any earlier one. */
export function AddMemberForm({ session }: { session: AvailabilitySlot }) {
  const t = useTranslations("Bookings");
  const add = useAddToAlertList(session.bookingId);
  const form = useForm<MemberChoice>({ resolver: plainWordsResolver(memberForm, waitingListWordings) });
  const [member, setMember] = useState<MemberSearchItem>();
  const [placed, setPlaced] = useState("");
  const [pickerKey, setPickerKey] = useState(0);
  const who = member
    ? t("lists.who", { name: `${member.firstName} ${member.lastName}`, id: member.memberId })
    : t("lists.theMember");
  const { onSubmit, failure } = useFormSubmit({
    setError: form.setError,
    fields: ["memberId"],
    action: (data: MemberChoice) =>
      add.mutateAsync({ memberId: data.memberId, slotReference: session.slotReferences.inCentre }),
    success: ({ alertListPosition }) => t("lists.placed", { who, position: alertListPosition }),
    failure: t("lists.addFailed", { who }),
    onSuccess: ({ alertListPosition }) => {
      setPlaced(t("lists.placed", { who, position: alertListPosition }));
      form.reset();
      setMember(undefined);
      setPickerKey((k) => k + 1);
    },
  });

  return (
    <form
      aria-label={t("lists.addForm")}
      noValidate
      className="mt-3 space-y-3"
      onSubmit={(event) => {
        // an earlier success must not stand beside a new answer
        setPlaced("");
        return form.handleSubmit(onSubmit)(event);
      }}
    >
      <Controller
        control={form.control}
        name="memberId"
        render={({ field, fieldState }) => (
          <MemberPicker
            key={pickerKey}
            label={t("lists.member")}
            error={fieldState.error?.message}
            inputRef={field.ref}
            onPick={(picked) => {
              setMember(picked);
              field.onChange(picked?.memberId);
              if (picked) form.clearErrors("memberId");
            }}
          />
        )}
      />
      <FormFailure message={failure} />
      <Button type="submit" variant="primary" disabled={add.isPending}>
        <UserPlus aria-hidden className="size-4" />
        {add.isPending ? t("lists.adding") : t("lists.add")}
      </Button>
      <p role="status" className="text-sm font-medium text-green-800 dark:text-green-300">
        {placed}
      </p>
    </form>
  );
}
