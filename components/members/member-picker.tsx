"use client";

import { Said } from "@/components/ui/catalogue";
import { useDeferredValue, useState, type KeyboardEvent, type Ref } from "react";
import { ComboBox, Input, Label, ListBox, ListBoxItem, Popover, Text } from "react-aria-components";
import type { MemberSearchItem } from "@frontdesk/lib/contract/members";
import { messageOf } from "@frontdesk/lib/contract/problem";
import { useMemberSearch } from "./search-queries";
import { MemberResult, fullName, memberResultRowClass } from "./member-result";
import { useTranslations } from "@/components/ui/catalogue";

/**
 * Find a member inside a form by name, phone, email or member number: the shell's member search
 * (same query hook, same matching) as a combobox. Each choice shows the number, email and phone,
 * so two people of one name are told apart. `onPick(undefined)` when the text no longer names the pick.
 * The door uses it as its one field: `onEnter` takes Enter pressed with no choice highlighted (a scanner's number;
 * true empties the field), and `clearOnPick` empties it after each choice, ready for the next member.
 */
export function MemberPicker({
  label,
  description,
  error,
  onPick,
  onEnter,
  clearOnPick = false,
  autoFocus = false,
  inputRef,
}: {
  label: string;
  description?: string;
  error?: string;
  onPick: (member: MemberSearchItem | undefined) => void;
  onEnter?: (text: string) => boolean;
  clearOnPick?: boolean;
  autoFocus?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const t = useTranslations("MemberSearch");
  const [text, setText] = useState("");
  const [picked, setPicked] = useState<MemberSearchItem>();
  const search = useDeferredValue(text);
  const query = useMemberSearch(search);
  const results = search.trim() ? (query.data?.data ?? []) : [];
  const emptyText = query.isError ? messageOf(query.error) : query.isFetching ? t("searching") : t("noMatch");

  return (
    <ComboBox
      items={results}
      inputValue={text}
      onInputChange={(value) => {
        setText(value);
        if (picked && value !== fullName(picked)) {
          setPicked(undefined);
          onPick(undefined);
        }
      }}
      onSelectionChange={(key) => {
        const member = results.find((m) => m.memberId === key);
        if (!member) return;
        onPick(member);
        if (clearOnPick) return setText("");
        setPicked(member);
        setText(fullName(member));
      }}
      selectedKey={clearOnPick ? null : undefined}
      menuTrigger="input"
      // an empty field lists nothing: emptied after a choice (the door), the list closes rather than say "no members"
      allowsEmptyCollection={text.trim() !== ""}
      isInvalid={Boolean(error)}
      className="w-full max-w-md"
    >
      <Label className="block text-sm font-medium">{label}</Label>
      <Text slot="description" className="block text-xs text-slate-600 dark:text-slate-400">
        {description ?? t("pickerHint")}
      </Text>
      <Input
        ref={inputRef}
        autoFocus={autoFocus}
        onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
          // a highlighted choice is the combobox's to pick; otherwise the text is the caller's (a card number)
          if (event.key !== "Enter" || !onEnter || event.currentTarget.getAttribute("aria-activedescendant")) return;
          if (onEnter(event.currentTarget.value)) setText("");
        }}
        autoComplete="off"
        spellCheck={false}
        className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 outline-none focus-visible:ring-2 focus-visible:ring-blue-600 aria-invalid:border-red-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
      />
      {picked && (
        <Text slot="description" className="mt-1 block text-xs text-slate-700 dark:text-slate-300">
          {picked.email
            ? t("chosenWithEmail", { name: fullName(picked), id: picked.memberId, email: picked.email })
            : t("chosen", { name: fullName(picked), id: picked.memberId })}
        </Text>
      )}
      {error && (
        <Text slot="errorMessage" className="mt-1 block text-sm text-red-700 dark:text-red-400">
          <Said text={error} />
        </Text>
      )}
      <Popover className="w-(--trigger-width) overflow-auto rounded-md border border-slate-200 bg-white shadow-lg dark:border-slate-700 dark:bg-slate-900">
        <ListBox<MemberSearchItem>
          aria-label={t("matching")}
          className="max-h-80 outline-none"
          renderEmptyState={() => <p className="px-3 py-2 text-sm text-slate-600 dark:text-slate-300">{emptyText}</p>}
        >
          {(member) => (
            <ListBoxItem
              id={member.memberId}
              textValue={fullName(member)}
              className={`${memberResultRowClass} cursor-default outline-none data-[focused]:bg-blue-50 dark:data-[focused]:bg-slate-800`}
            >
              <MemberResult member={member} />
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
