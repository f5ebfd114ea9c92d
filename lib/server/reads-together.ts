import { AsyncLocalStorage } from "node:async_hooks";
import { processWide } from "@frontdesk/lib/domain/process-wide";

/** the scope a page's reads share: the page enters it, the platform's reads in it find what another read asked first */
const scope = () => processWide("reads together", () => new AsyncLocalStorage<Map<string, Promise<unknown>>>());

/**
 * Runs a group of reads made at one moment for one screen (a page's first reads): inside it, what each read would
 * ask the database again and that none of them changes (does the member exist?) is asked once, by `onceInReads`.
 * Never around a write that could change such an answer.
 */
export const readsTogether = <T>(reads: () => Promise<T>): Promise<T> => scope().run(new Map(), reads);

/** `ask()`'s answer, asked once under `key` within the reads of `readsTogether` (a failure is not kept). */
export function onceInReads<T>(key: string, ask: () => Promise<T>): Promise<T> {
  const asked = scope().getStore();
  if (!asked) return ask();
  let answer = asked.get(key) as Promise<T> | undefined;
  if (!answer) {
    answer = ask();
    asked.set(key, answer);
    answer.catch(() => asked.delete(key));
  }
  return answer;
}
