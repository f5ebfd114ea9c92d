import { afterEach, describe, expect, it } from "vitest";
import { degradedReasons, reportDegraded, reportFailure } from "./degraded";

describe("what /readyz names as degraded", () => {
  afterEach(() => {
    reportDegraded("test part", undefined);
    reportDegraded("test failures", undefined);
  });

  it("a part reported degraded stays named until it reports itself well", () => {
    reportDegraded("test part", "The test part is down.");
    expect(degradedReasons(Date.now() + 3_600_000)).toContain("The test part is down.");
    reportDegraded("test part", undefined);
    expect(degradedReasons()).not.toContain("The test part is down.");
  });

  it("a part that failed is named until the given time after its last failure, then withdrawn by itself", () => {
    const at = Date.now();
    reportFailure("test failures", "The test part dropped a request.", 10_000, at);
    expect(degradedReasons(at + 9_000)).toContain("The test part dropped a request.");
    reportFailure("test failures", "The test part dropped another.", 10_000, at + 9_000); // the window starts again
    expect(degradedReasons(at + 18_000)).toContain("The test part dropped another.");
    expect(degradedReasons(at + 19_000)).not.toContain("The test part dropped another.");
  });
});
