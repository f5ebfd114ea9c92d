export * from "./configuration";
export * from "./members";
export * from "./bookings";
export * from "./prospects";
export * from "./communications";
export * from "./users";
export * from "./visits";
