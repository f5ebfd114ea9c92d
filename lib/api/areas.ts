import { callApi, type CallInput } from "./call";
import type { AnswerOf, EndpointSpec } from "./endpoint";

/**
 * How the browser calls the BFF: `api.members.call("overview", { params })`. Each area's declarations (their
 * schemas, and zod with them: some 60 KiB gzip) are loaded by a dynamic import on the area's first call, not
 * with the page, so a page's first load carries only its own code (issue 12's 180 KiB budget). The server
 * renders each page's first read, so nothing on screen waits for them; `preload` fetches an area ahead
 * where the first call must be quick (the shell's search).
 */
function lazyArea<A extends Record<string, EndpointSpec>>(load: () => Promise<A>) {
  let loading: Promise<A> | undefined;
  const declarations = () => (loading ??= load());
  return {
    preload: () => void declarations(),
    call: async <K extends keyof A & string>(name: K, input: CallInput<A[K]>): Promise<AnswerOf<A[K]>> =>
      callApi((await declarations())[name], input),
  };
}

export const api = {
  bookings: lazyArea(() => import("./bookings").then((m) => m.bookingApi)),
  bookingSheets: lazyArea(() => import("./booking-sheets").then((m) => m.bookingSheetApi)),
  communications: lazyArea(() => import("./communications").then((m) => m.communicationApi)),
  configuration: lazyArea(() => import("./configuration").then((m) => m.configurationApi)),
  factors: lazyArea(() => import("./factors").then((m) => m.factorApi)),
  staffFactors: lazyArea(() => import("./factors").then((m) => m.staffFactorApi)),
  integrators: lazyArea(() => import("./integrators").then((m) => m.integratorApi)),
  members: lazyArea(() => import("./members").then((m) => m.memberApi)),
  messages: lazyArea(() => import("./messages").then((m) => m.messageApi)),
  mobileApps: lazyArea(() => import("./integrators").then((m) => m.mobileAppApi)),
  offers: lazyArea(() => import("./waiting-list-offers").then((m) => m.offerApi)),
  prospects: lazyArea(() => import("./prospects").then((m) => m.prospectApi)),
  retention: lazyArea(() => import("./retention").then((m) => m.retentionApi)),
  staff: lazyArea(() => import("./staff").then((m) => m.staffApi)),
};
