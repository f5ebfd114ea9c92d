/** The document's tags, each described once; a route's tag without a description here fails the build of the document. */
import type { RouteSpec } from "./route";

const descriptions: Record<string, string> = {
  Integrators: "Client-credentials tokens and the global integrator catalogue (admin).",
  Members: "Past bookings and booking restrictions of a member.",
  "Members: front desk": "The front-desk member overview and what reception edits beside it.",
  "Members: consent": "Legal agreements, campaign and channel consent, and its history (member-scoped).",
  "Members: wallet": "Payment cards in a member's wallet and the recurring-payment card (member-scoped).",
  "Members: medical": "Medical conditions, special-category data (member-scoped).",
  "Members: addresses": "Home and work addresses (member-scoped).",
  Bookings: "Availability, booking restrictions and alert lists.",
  "Booking sheets": "Booking sheets and their exception schedules (site-local wall-clock times).",
  Prospects: "Prospect search, the prospects board and prospect interactions.",
  "Configuration: user fields": "Custom member fields: definitions and options.",
  "Configuration: statuses": "Member statuses.",
  "Configuration: sites": "Sites (venues) and their details.",
  "Configuration: cost centres": "Cost centres for reporting.",
  "Configuration: resource products": "Bookable resource products.",
  "Configuration: mobile apps": "Multi-tenant mobile app identifiers, versions and environments.",
  "Configuration: promotion codes": "Promotion codes, discounts and booking-discount usage.",
  Communications: "Email templates, their setup and sample values.",
  Visits: "Members' visits to a site and their cards (extension: the door).",
  Retention:
    "The retention schedule's reads: who and what is due under a rule (extension, UK GDPR storage limitation).",
};

/** The global tags list, in the order routes first use them. */
export function tags(specs: RouteSpec[]) {
  const used = [...new Set(specs.flatMap((s) => s.tags ?? []))];
  return used.map((name) => {
    const description = descriptions[name];
    if (!description) throw new Error(`OpenAPI tag "${name}" has no description in http/openapi-tags.ts`);
    return { name, description };
  });
}
