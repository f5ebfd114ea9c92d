// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import type { PointerEvent } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryClientWrapper, resetHookTests } from "../testing/hooks";
import type { SheetProduct } from "./sheet-geometry";
import { useLaneDrag } from "./sheet-lane";

// Dragging out a time range on the sheet: down on a lane, along it (snapped to 15 minutes, within the shown day) and
// across to more lanes of the same day, released as a selection of 15 minutes or more; a press on a block is the
// block's, not a drag.
const products = ["P1", "P2", "P3", "P4"].map((id) => ({ id }) as SheetProduct);
/** A lane of 1,020 px for the shown day's 1,020 minutes (06:00 to 23:00): a pixel a minute. */
function lane(date: string, index: number) {
  const element = document.createElement("div");
  element.dataset.sheetRow = "";
  element.dataset.date = date;
  element.dataset.lane = String(index);
  element.getBoundingClientRect = () => ({ left: 0, top: 0, width: 1020, height: 56 }) as DOMRect;
  element.setPointerCapture = () => {};
  document.body.append(element);
  return element;
}
const at = (element: HTMLElement, clientX: number, target: Element = element, button = 0) =>
  ({
    button,
    target,
    currentTarget: element,
    pointerId: 1,
    clientX,
    clientY: 10,
  }) as unknown as PointerEvent<HTMLDivElement>;
/** What is under the pointer as it moves (happy-dom lays nothing out). */
const under = (element: Element | null) => {
  document.elementFromPoint = () => element;
};
const minute = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));

describe("useLaneDrag", () => {
  afterEach(() => {
    document.body.replaceChildren();
    Reflect.deleteProperty(document, "elementFromPoint");
    resetHookTests();
  });
  const render = () => {
    const onSelect = vi.fn();
    const { wrapper } = queryClientWrapper();
    return { onSelect, ...renderHook(() => useLaneDrag("x", products, onSelect), { wrapper }) };
  };

  it("selects from where it went down to where it was let go, snapped to 15 minutes, over the lanes crossed that day", () => {
    const { result, onSelect } = render();
    const [first, third, otherDay] = [lane("2026-12-07", 1), lane("2026-12-07", 3), lane("2026-12-08", 0)];
    act(() => result.current.onPointerDown(at(first, 180), "2026-12-07", 1)); // 09:00
    under(third);
    act(() => result.current.onPointerMove(at(first, 247))); // 10:07, on the third lane
    expect(result.current.drag).toEqual({
      date: "2026-12-07",
      first: 1,
      lanes: [1, 3],
      start: minute("09:00"),
      end: minute("10:00"),
    });
    under(otherDay); // another day's lane: the lanes stay that day's
    act(() => result.current.onPointerMove(at(first, 254))); // 10:14 snaps to 10:15
    expect(result.current.drag?.lanes).toEqual([1, 3]);
    act(() => result.current.onPointerUp());
    expect(onSelect).toHaveBeenCalledExactlyOnceWith({
      date: "2026-12-07",
      productIds: ["P2", "P3", "P4"],
      startMinute: minute("09:00"),
      endMinute: minute("10:15"),
    });
    expect(result.current.drag).toBeUndefined();
  });

  it("a drag backwards selects the same range; one past the day's end stops at its end", () => {
    const { result, onSelect } = render();
    const one = lane("2026-12-07", 0);
    under(one);
    act(() => result.current.onPointerDown(at(one, 960), "2026-12-07", 0)); // 22:00
    act(() => result.current.onPointerMove(at(one, 1500))); // past 23:00
    expect(result.current.drag?.end).toBe(minute("23:00"));
    act(() => result.current.onPointerMove(at(one, 900))); // back to 21:00
    act(() => result.current.onPointerUp());
    expect(onSelect).toHaveBeenCalledExactlyOnceWith({
      date: "2026-12-07",
      productIds: ["P1"],
      startMinute: minute("21:00"),
      endMinute: minute("22:00"),
    });
  });

  it("selects nothing for a click or less than 15 minutes, a press on a block or with another button, or a cancelled drag", () => {
    const { result, onSelect } = render();
    const one = lane("2026-12-07", 0);
    under(one);
    act(() => result.current.onPointerDown(at(one, 180), "2026-12-07", 0));
    act(() => result.current.onPointerMove(at(one, 187))); // 09:07 snaps back to 09:00
    act(() => result.current.onPointerUp());
    const block = document.createElement("button");
    one.append(block);
    act(() => result.current.onPointerDown(at(one, 180, block), "2026-12-07", 0));
    expect(result.current.drag).toBeUndefined();
    act(() => result.current.onPointerDown(at(one, 180, one, 2), "2026-12-07", 0));
    expect(result.current.drag).toBeUndefined();
    act(() => result.current.onPointerDown(at(one, 180), "2026-12-07", 0));
    act(() => result.current.onPointerMove(at(one, 300)));
    act(() => result.current.onPointerCancel());
    act(() => result.current.onPointerUp());
    expect(onSelect).not.toHaveBeenCalled();
  });
});
