import "server-only";
import type { PlatformStatus } from "@frontdesk/lib/contract/platform-status";
import { platformUnreachableMessage } from "@frontdesk/lib/contract/platform-unreachable";
import { env } from "@frontdesk/lib/server/env";
import { reportDegraded, reportFailure } from "@frontdesk/lib/server/degraded";
import { recordBreakerState } from "@frontdesk/lib/server/metrics";
import { formatTime } from "@frontdesk/lib/venue/format";
import { venueSettingsFromEnv } from "@frontdesk/lib/server/venue-settings";
import { processWide } from "@frontdesk/lib/domain/process-wide";

/**
 * A circuit breaker per upstream platform. Without it, a platform that accepts connections
 * but has stopped answering makes every call wait its full time-out. After `failuresToOpen` failures
 * in a row (no connection, or no answer in time) the breaker opens: calls are refused at once, in
 * words, and a probe asks the platform every `probeEveryMs` (half-open) until it answers again, which
 * closes the breaker.
 *
 *   closed --N failures--> open --timer--> half-open --probe answered--> closed
 *                            ^-----------probe failed------'
 */
type BreakerState = "closed" | "open" | "half-open";

interface BreakerOptions {
  failuresToOpen?: number;
  probeEveryMs?: number;
  /** Asks the platform something cheap; resolves when it answered at all, rejects when it did not. */
  probe: () => Promise<void>;
  /** The platform's name in health and metrics (its origin). */
  name: string;
  now?: () => number;
}

/** The call was refused without asking the platform: the breaker is open. */
export class BreakerOpen extends Error {
  constructor(readonly since: Date) {
    super(platformUnreachableMessage(formatTime(since, { timeZone: venueSettingsFromEnv().timeZone })));
    this.name = "BreakerOpen";
  }
}

export class CircuitBreaker {
  #state: BreakerState = "closed";
  #failures = 0;
  /** when the first failure of the run that opened the breaker happened */
  #since: number | undefined;
  #timer: NodeJS.Timeout | undefined;
  readonly #options: Required<BreakerOptions>;

  constructor(options: BreakerOptions) {
    this.#options = { failuresToOpen: 3, probeEveryMs: 2_000, now: Date.now, ...options };
    recordBreakerState(this.#options.name, this.#state);
  }

  get state(): BreakerState {
    return this.#state;
  }

  /** When the platform stopped answering, while the breaker is not closed. */
  get since(): Date | undefined {
    return this.#state === "closed" || this.#since === undefined ? undefined : new Date(this.#since);
  }

  /**
   * Runs one exchange through the breaker. `isOutage` tells a failure that means the platform is not
   * answering (counted) from an answer that says no (not counted: the platform answered).
   */
  async run<T>(exchange: () => Promise<T>, isOutage: (error: unknown) => boolean): Promise<T> {
    if (this.#state !== "closed") throw new BreakerOpen(new Date(this.#since!));
    try {
      const answer = await exchange();
      this.#failures = 0;
      return answer;
    } catch (error) {
      if (isOutage(error)) this.#failed();
      throw error;
    }
  }

  #failed() {
    if (this.#state !== "closed") return;
    // named for a few seconds even while the breaker stays closed: a platform that drops one call in three is not well
    reportFailure(
      this.#failuresPart,
      `The venue platform failed to answer a call at ${new Date(this.#options.now()).toISOString()}.`,
    );
    if (this.#failures++ === 0) this.#since = this.#options.now();
    if (this.#failures >= this.#options.failuresToOpen) this.#open();
  }

  #open() {
    this.#set("open");
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => void this.#probe(), this.#options.probeEveryMs);
    this.#timer.unref();
  }

  async #probe() {
    this.#set("half-open");
    try {
      await this.#options.probe();
      this.#failures = 0;
      this.#since = undefined;
      this.#set("closed");
    } catch {
      this.#open();
    }
  }

  get #failuresPart() {
    return `platform ${this.#options.name} failures`;
  }

  #set(state: BreakerState) {
    this.#state = state;
    reportDegraded(this.#failuresPart, undefined); // open: its own report says more; closed: the probe answered
    recordBreakerState(this.#options.name, state);
    reportDegraded(
      `platform ${this.#options.name}`,
      state === "closed"
        ? undefined
        : `The venue platform has not answered since ${new Date(this.#since!).toISOString()}.`,
    );
  }

  /** Stops probing, withdraws its report and leaves the platforms' list (tests: the banner reads every breaker). */
  dispose() {
    clearTimeout(this.#timer);
    reportDegraded(`platform ${this.#options.name}`, undefined);
    reportDegraded(this.#failuresPart, undefined);
    if (breakers().get(this.#options.name) === this) breakers().delete(this.#options.name);
  }
}

/** One breaker per platform per process, whichever bundle calls it. */
const breakers = () => processWide("breakers", () => new Map<string, CircuitBreaker>());

/** The breaker of the platform a URL belongs to (by origin); its probe asks the origin anything and takes any answer. */
export function breakerOf(url: string): CircuitBreaker {
  const origin = new URL(url).origin;
  let breaker = breakers().get(origin);
  if (!breaker) {
    breaker = new CircuitBreaker({
      name: origin,
      async probe() {
        const answer = await fetch(origin, {
          redirect: "manual",
          signal: AbortSignal.timeout(env().PLATFORM_TIMEOUT_SECONDS * 1000),
        });
        await answer.body?.cancel();
      },
    });
    breakers().set(origin, breaker);
  }
  return breaker;
}

/** What the staff screens' banner reads: unreachable while any platform's breaker is not closed, since the earliest. */
export function platformReachability(): PlatformStatus {
  const since = [...breakers().values()]
    .map((breaker) => breaker.since)
    .filter((when): when is Date => when !== undefined)
    .sort((a, b) => a.getTime() - b.getTime())[0];
  return since ? { reachable: false, since: since.toISOString() } : { reachable: true };
}
