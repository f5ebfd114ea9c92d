import type { Executor } from "../db/client";
import type { SeedSize } from "./ids";
import * as configurationA from "./configuration-a";
import * as configurationB from "./configuration-b";

/** Demo data of the configuration area. */
export async function seed(tx: Executor, size: SeedSize) {
  await configurationA.seedConfigurationA(tx, size);
  await configurationB.seed(tx, size);
}

/** This area's part of the fixtures manifest (sandbox-contract §4). */
export const fixtures = { ...configurationA.fixtures, ...configurationB.fixtures };
