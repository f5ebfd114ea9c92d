import type { Executor } from "../db/client";
import type { SeedSize } from "./ids";

/** Demo data of the configuration area. */
export async function seed(_tx: Executor, _size: SeedSize) {}

/** This area's part of the fixtures manifest (sandbox-contract §4). */
export const fixtures = {};
