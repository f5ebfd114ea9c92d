import { queryOptions } from "@tanstack/react-query";
import { callApi, type CallInput } from "./call";
import type { AnswerOf, EndpointSpec } from "./endpoint";
import { readKey, type ReadInput } from "./read";

/** What a read of an endpoint is given: its path parameters and query (no body), optional when it needs neither. */
type ReadArgs<E extends EndpointSpec> =
  Omit<CallInput<E>, "body" | "signal" | "ifMatch"> extends infer I
    ? Partial<I> extends I
      ? [input?: I]
      : [input: I]
    : never;

/**
 * How the browser calls the BFF: `api.members.call("overview", { params })`. Each area's declarations (their
 * schemas, and zod with them: some 60 KiB gzip) are loaded by a dynamic import on the area's first call, not
 * with the page, so a page's first load carries only its own code (the 180 KiB budget). The server
 * renders each page's first read, so nothing on screen waits for them; `preload` fetches an area ahead
 * where the first call must be quick (the shell's search).
 */
function lazyArea<A extends Record<string, EndpointSpec>>(area: string, load: () => Promise<A>) {
  let loading: Promise<A> | undefined;
  const declarations = () => (loading ??= load());
  const call = async <K extends keyof A & string>(name: K, input: CallInput<A[K]>): Promise<AnswerOf<A[K]>> =>
    callApi((await declarations())[name], input);
  return {
    preload: () => void declarations(),
    call,
    /**
     * A read as TanStack Query's options (`useQuery(api.members.read("consent", { params }))`): its key is the one the
     * server's first read fills (lib/api/read.ts), and `.queryKey` is what a write sets or refreshes.
     */
    read: <K extends keyof A & string>(name: K, ...args: ReadArgs<A[K]>) => {
      const input = args[0] as ReadInput | undefined;
      return queryOptions({
        queryKey: readKey(area, name, input),
        queryFn: ({ signal }) => call(name, { ...input, signal } as CallInput<A[K]>),
      });
    },
  };
}

export const api = {
  bookings: lazyArea("bookings", () => import("./bookings").then((m) => m.bookingApi)),
  bookingSheets: lazyArea("bookingSheets", () => import("./booking-sheets").then((m) => m.bookingSheetApi)),
  communications: lazyArea("communications", () => import("./communications").then((m) => m.communicationApi)),
  configuration: lazyArea("configuration", () => import("./configuration").then((m) => m.configurationApi)),
  factors: lazyArea("factors", () => import("./factors").then((m) => m.factorApi)),
  staffFactors: lazyArea("staffFactors", () => import("./factors").then((m) => m.staffFactorApi)),
  integrators: lazyArea("integrators", () => import("./integrators").then((m) => m.integratorApi)),
  live: lazyArea("live", () => import("./live").then((m) => m.liveApi)),
  members: lazyArea("members", () => import("./members").then((m) => m.memberApi)),
  messages: lazyArea("messages", () => import("./messages").then((m) => m.messageApi)),
  mobileApps: lazyArea("mobileApps", () => import("./integrators").then((m) => m.mobileAppApi)),
  offers: lazyArea("offers", () => import("./waiting-list-offers").then((m) => m.offerApi)),
  prospects: lazyArea("prospects", () => import("./prospects").then((m) => m.prospectApi)),
  retention: lazyArea("retention", () => import("./retention").then((m) => m.retentionApi)),
  staff: lazyArea("staff", () => import("./staff").then((m) => m.staffApi)),
  visits: lazyArea("visits", () => import("./visits").then((m) => m.visitApi)),
};
