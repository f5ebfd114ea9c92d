import type { Executor } from "../db/client";
import type { SeedSize } from "./ids";
import * as configurationB from "./configuration-b";

/** Demo data of the configuration area. */
export async function seed(tx: Executor, size: SeedSize) {
  await configurationB.seed(tx, size);
}

/** This area's part of the fixtures manifest (sandbox-contract §4). */
export const fixtures = { ...configurationB.fixtures };
