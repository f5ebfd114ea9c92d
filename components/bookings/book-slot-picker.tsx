"use client";

import { useTranslations } from "@/components/ui/catalogue";
import type { ResourceSlot } from "@frontdesk/lib/contract/booking-slots";
import { messageOf } from "@frontdesk/lib/contract/problem";
import { toast } from "@/components/ui/toast";
import { formatTime, formatTimeRange } from "@frontdesk/lib/venue/format";
import { useBookingHistory } from "./place-queries";
import { useBookSlot, useLiveSlots, useSlots } from "./slot-queries";
import { LiveNote } from "@/components/live/live-note";
import { whyNotSlot } from "./slot-words";
import { emailWords } from "./book-words";
import { BookableList, PickerFrame, useOverrideReason, useSiteAndDay } from "./book-picker-parts";

/** A slot's wall-clock time (the site's) read as it is written: formatted in UTC, so no zone moves it. */
const wallTime = (wall: string) => formatTime(`${wall}Z`, { timeZone: "UTC" });
const wallRange = (from: string, to: string) => formatTimeRange(`${from}Z`, `${to}Z`, { timeZone: "UTC" });
const keyOf = (s: ResourceSlot) => `${s.productId} ${s.dateTimeFrom}`;

/**
 * Book a member onto a resource slot (a court, a lane) in a few keys: a site and a day, then each resource's hour
 * slots, each either a "Book" button or, in words, why it cannot be booked, before anyone presses anything.
 */
export function BookSlotPicker({
  memberId,
  memberName,
  homeSiteId,
  canOverride = false,
  close,
}: {
  memberId: number;
  memberName: string;
  homeSiteId?: string | null;
  /** a manager: a suspension by the site's rule is booked past with a reason (audited) */
  canOverride?: boolean;
  close: () => void;
}) {
  const t = useTranslations("Bookings");
  const place = useSiteAndDay(homeSiteId);
  const slots = useSlots(place.site, place.date);
  // another desk's booking or cancellation of a slot of this site and day shows here by itself
  const live = useLiveSlots(place.site, place.date);
  const history = useBookingHistory(memberId);
  const book = useBookSlot(memberId);
  const standing = { statusRefusal: history.data?.statusRefusal, suspensions: history.data?.suspensions ?? [] };
  const override = useOverrideReason(
    canOverride,
    standing.suspensions.find((x) => x.siteId === slots.data?.siteId),
  );
  // a manager sees the slots as if not suspended: the reason field above them books past it
  const seen = override.overriding ? { ...standing, suspensions: [] } : standing;

  const onBook = (s: ResourceSlot) => {
    const reason = override.take();
    if (reason === false) return;
    book.mutate(
      { productId: s.productId, dateTimeFrom: s.dateTimeFrom, dateTimeTo: s.dateTimeTo, overrideReason: reason },
      {
        onSuccess: (answer) => {
          toast.success(
            t("slots.booked", { name: memberName, resource: s.productName, time: wallTime(s.dateTimeFrom) }),
            { description: emailWords(t, answer.email) },
          );
          close();
        },
        onError: (error) => toast.error(messageOf(error)),
      },
    );
  };

  return (
    <>
      <LiveNote state={live} what={t("slots.liveWhat")} />
      <PickerFrame
        place={place}
        override={override.field}
        heading={[(day) => t("slots.slotsOn", { day }), t("slots.slots")]}
        list={{
          pending: slots.isPending,
          error: slots.error,
          retry: () => void slots.refetch(),
          empty: slots.data?.slots.length === 0,
          words: { loading: t("slots.slotsLoading"), failed: t("slots.slotsFailed"), empty: t("slots.noSlots") },
        }}
      >
        <BookableList
          label={t("slots.slotsList")}
          timeWidth="7rem"
          rows={(slots.data?.slots ?? []).map((s) => {
            const why = whyNotSlot(t, s, seen, slots.data!.siteId);
            return {
              key: keyOf(s),
              time: wallRange(s.dateTimeFrom, s.dateTimeTo),
              name: s.productName,
              free: why ? "" : t("slots.free"),
              why,
              bookNamed: t("slots.bookNamed", { resource: s.productName, time: wallTime(s.dateTimeFrom) }),
            };
          })}
          bookLabel={override.overriding ? t("book.bookAnyway") : t("tile.book")}
          busy={book.isPending}
          onBook={(key) => onBook(slots.data!.slots.find((s) => keyOf(s) === key)!)}
        />
      </PickerFrame>
    </>
  );
}
