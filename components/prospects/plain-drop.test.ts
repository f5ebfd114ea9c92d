// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import type { DragEvent } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { interactionStatuses } from "@frontdesk/lib/contract/prospect-statuses";
import type { BoardItem } from "@frontdesk/lib/contract/prospects";
import { resetHookTests } from "../testing/hooks";
import { cardDragType } from "./interaction-card";
import { usePlainDrop } from "./plain-drop";

// A plain column takes a card dropped on it before the upgrade: highlighted while a card is over it (through the
// enters and leaves of its children), the card moved when dropped on another column than its own, nothing else taken.
const { active, completed } = interactionStatuses;
const card = { id: 9, memberId: 509, interactionStatus: active } as BoardItem;
const drag = (types: string[], item: object = card) => {
  const event = {
    dataTransfer: {
      types,
      dropEffect: "none",
      getData: (type: string) => (type === cardDragType ? JSON.stringify(item) : ""),
    },
    preventDefault: vi.fn(),
  };
  return event as unknown as DragEvent & { preventDefault: ReturnType<typeof vi.fn> };
};
const aCard = () => drag([cardDragType, "text/plain"]);
const text = () => drag(["text/plain"]);

describe("usePlainDrop", () => {
  afterEach(resetHookTests);

  it("is the drop target while a card is over it, across its children's enters and leaves", () => {
    const { result } = renderHook(() => usePlainDrop(completed, vi.fn()));
    act(() => result.current.props.onDragEnter(aCard())); // the column
    act(() => result.current.props.onDragEnter(aCard())); // a card inside it
    act(() => result.current.props.onDragLeave(aCard())); // left the column for the card
    expect(result.current.isDropTarget).toBe(true);
    act(() => result.current.props.onDragLeave(aCard()));
    expect(result.current.isDropTarget).toBe(false);
    act(() => result.current.props.onDragEnter(text()));
    expect(result.current.isDropTarget).toBe(false);
  });

  it("accepts a card over it as a move, and lets anything else pass", () => {
    const { result } = renderHook(() => usePlainDrop(completed, vi.fn()));
    const over = aCard();
    result.current.props.onDragOver(over);
    expect(over.preventDefault).toHaveBeenCalled();
    expect(over.dataTransfer.dropEffect).toBe("move");
    const other = text();
    result.current.props.onDragOver(other);
    expect(other.preventDefault).not.toHaveBeenCalled();
  });

  it("moves a card dropped from another column, not one dropped back on its own, and takes no other drop", () => {
    const onMove = vi.fn();
    const { result, rerender } = renderHook(({ status }) => usePlainDrop(status, onMove), {
      initialProps: { status: completed as number },
    });
    act(() => result.current.props.onDragEnter(aCard()));
    act(() => result.current.props.onDrop(aCard()));
    expect(result.current.isDropTarget).toBe(false);
    expect(onMove).toHaveBeenCalledExactlyOnceWith(card, completed);
    act(() => result.current.props.onDrop(text()));
    expect(onMove).toHaveBeenCalledOnce();
    rerender({ status: active });
    act(() => result.current.props.onDrop(aCard()));
    expect(onMove).toHaveBeenCalledOnce();
  });
});
