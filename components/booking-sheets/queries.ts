"use client";

import { api } from "@frontdesk/lib/api/areas";
import { addCalendarDays } from "@frontdesk/lib/domain/calendar-days";
import { useMemo } from "react";
import { useDebounced } from "@/components/ui/use-debounced";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ExceptionScheduleRequest } from "@frontdesk/lib/contract/booking-sheets";

/**
 * Every read of the booking-sheets area (sheets, schedules, previews, clashing bookings' contacts, bank holidays): what
 * a write to a schedule refreshes. The sites (the configuration's) are not among them.
 */
export const everySheetRead = { queryKey: ["bookingSheets"] };

/**
 * TanStack Query hooks of the booking-sheet editor, one per BFF route. The sites and this week's sheet of the first
 * active site come from the page's first reads on the server (app/(staff)/booking-sheets/page.tsx) when it opens.
 */
export const useSites = () => useQuery({ ...api.configuration.read("sites"), staleTime: 5 * 60_000 }); // the configuration's sites entry

/** A site's sheet over from-to. */
export const useBookingSheet = (siteId: string, from: string, to: string) =>
  useQuery({
    ...api.bookingSheets.read("sheet", { query: { siteId, from, to } }),
    enabled: siteId !== "",
    placeholderData: keepPreviousData,
  });

/** Loads a schedule on demand (opening one from the sheet), fresh every time. */
export function useOpenSchedule() {
  const client = useQueryClient();
  return (scheduleId: string) =>
    client.fetchQuery({ ...api.bookingSheets.read("schedule", { params: { scheduleId } }), staleTime: 0 });
}

/** How long the draft must stay unchanged before its dry run is asked for (a drag or typing settles first). */
export const draftPause = 350;

/** The live dry run of the draft (undefined request: nothing to check yet). */
export function usePreview(request: ExceptionScheduleRequest | undefined, scheduleId?: string) {
  // the schedule settles with its request: closing the panel must not re-check the last request as a new schedule
  const asked = useMemo(() => (request ? { request, scheduleId } : undefined), [request, scheduleId]);
  const settled = useDebounced(asked, draftPause);
  return useQuery({
    // a POST with a body (a dry run): its own key under the area's, so every write's refresh of the area covers it
    queryKey: ["bookingSheets", "preview", settled?.scheduleId ?? "new", settled?.request],
    queryFn: ({ signal }) =>
      api.bookingSheets.call("preview", {
        body: { scheduleId: settled?.scheduleId, schedule: settled!.request },
        signal,
      }),
    enabled: !!settled,
    retry: false,
    placeholderData: keepPreviousData,
  });
}

export function useSaveSchedule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      request,
      scheduleId,
      ifMatch,
    }: {
      request: ExceptionScheduleRequest;
      scheduleId?: string;
      ifMatch?: string;
    }) =>
      scheduleId ? replaceSchedule(scheduleId, request, ifMatch) : api.bookingSheets.call("create", { body: request }),
    onSuccess: () => client.invalidateQueries(everySheetRead),
  });
}

/**
 * PUT: the schedule replaced by `request` (future blocks regenerated). `ifMatch`: the version the
 * editor read, or undo the version the change being undone left (a 412 when someone else changed the schedule since).
 */
export const replaceSchedule = (scheduleId: string, request: ExceptionScheduleRequest, ifMatch?: string) =>
  api.bookingSheets.call("replace", { params: { scheduleId }, body: request, ifMatch });

/** DELETE ?from=&to=: the schedule's blocks on those dates, the dates skipped from then on. */
export const deleteDates = (scheduleId: string, from: string, to: string, ifMatch?: string) =>
  api.bookingSheets.call("deleteDates", { params: { scheduleId }, query: { from, to }, ifMatch });

/**
 * The platform deletes at most 366 days at a time: a longer span goes in steps. Only the first
 * step carries `ifMatch` (each step changes the schedule the next one would compare with); the
 * version answered is the last step's.
 */
export async function deleteDatesInSteps(scheduleId: string, from: string, to: string, ifMatch?: string) {
  let deleted = 0;
  let version: string | undefined;
  for (let start = from; start <= to; start = addCalendarDays(start, 366)) {
    const end = addCalendarDays(start, 365) < to ? addCalendarDays(start, 365) : to;
    const step = await deleteDates(scheduleId, start, end, start === from ? ifMatch : undefined);
    deleted += step.exceptionsDeleted;
    version = step.version;
  }
  return { exceptionsDeleted: deleted, version };
}

/** Deletes a schedule's blocks from `from` to its last date (finished ones before `from` stay). */
export function useDeleteSchedule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      scheduleId,
      from,
      to,
      ifMatch,
    }: {
      scheduleId: string;
      from: string;
      to: string;
      ifMatch?: string;
    }) => deleteDatesInSteps(scheduleId, from, to, ifMatch),
    onSettled: () => client.invalidateQueries(everySheetRead),
  });
}

export function useDeleteRange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      scheduleId,
      from,
      to,
      ifMatch,
    }: {
      scheduleId: string;
      from: string;
      to: string;
      ifMatch?: string;
    }) => deleteDates(scheduleId, from, to, ifMatch),
    onSuccess: () => client.invalidateQueries(everySheetRead),
  });
}
