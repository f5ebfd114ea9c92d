/**
 * Every platform operation's declaration, by area, without the handlers (design.md §5: the endpoint
 * declarations are a layer below the platform's handlers). The BFF calls them with callPlatform.
 */
export * as members from "./members/operations";
export * as bookings from "./bookings/operations";
export * as bookingSheets from "./booking-sheets/operations";
export * as prospects from "./prospects/operations";
export * as configuration from "./configuration/operations";
export * as communications from "./communications/operations";
export * as integrators from "./integrators/operations";
export * as retention from "./retention/operations";
