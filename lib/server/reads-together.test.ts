import { describe, expect, it } from "vitest";
import { onceInReads, readsTogether } from "./reads-together";

describe("reads together", () => {
  it("asks once for the reads made together, and every time outside them", async () => {
    let asked = 0;
    const ask = () => onceInReads("member 1 exists", async () => ++asked);
    expect(await readsTogether(() => Promise.all([ask(), ask(), ask()]))).toEqual([1, 1, 1]);
    expect(asked).toBe(1);
    expect([await ask(), await ask()]).toEqual([2, 3]);
    // a new group asks again: nothing is kept from one page to the next
    expect(await readsTogether(ask)).toBe(4);
  });

  it("keeps answers apart by key", async () => {
    const answers = await readsTogether(() =>
      Promise.all([onceInReads("a", async () => "a"), onceInReads("b", async () => "b")]),
    );
    expect(answers).toEqual(["a", "b"]);
  });

  it("does not keep a failure: the next read asks again", async () => {
    let asked = 0;
    const ask = () =>
      onceInReads("flaky", async () => {
        asked += 1;
        if (asked === 1) throw new Error("dropped");
        return asked;
      });
    await readsTogether(async () => {
      await expect(ask()).rejects.toThrow("dropped");
      expect(await ask()).toBe(2);
    });
  });
});
