import { callPlatform } from "@frontdesk/lib/client/call-platform";
import { members } from "@frontdesk/lib/platform/operations";
import { PlatformFailure, type Caller } from "@frontdesk/lib/client/transport";
import type { DeskRecurringCard, DeskWalletCardList, RecurringCard } from "@frontdesk/lib/contract/members";

/** A 404 read as "none held" (no wallet yet), any other failure thrown. */
export async function orNone<T>(read: Promise<T>, none: T): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof PlatformFailure && error.status === 404) return none;
    throw error;
  }
}

/**
 * A member without a wallet is an ordinary state at the desk, not a failure: the BFF answers it as
 * `wallet: false` (200), so no screen's first read of a new member shows a 404 in the console. The
 * designation's lost-update check reads through this too, so its version matches the screen's read.
 */
export const readRecurringCard = (caller: Caller, memberId: number): Promise<DeskRecurringCard> =>
  orNone(
    callPlatform(caller, members.getRcpCard, { params: { memberId } }).then((card) => ({ ...card, wallet: true })),
    { rcpCardId: null, verified: false, wallet: false },
  );

export const readWalletCards = (caller: Caller, memberId: number, provider: string): Promise<DeskWalletCardList> =>
  orNone(
    callPlatform(caller, members.listWalletCards, { params: { memberId, provider } }).then((list) => ({
      ...list,
      wallet: true,
    })),
    { data: [], wallet: false },
  );

/** The sandbox's payment-provider segment (README: the wallet of provider `sandbox`). */
const walletProvider = "sandbox";

/** A member's recurring card and saved cards as the platform holds them, null and none where no wallet is held. */
export const readWallet = (caller: Caller, memberId: number) =>
  Promise.all([
    orNone<RecurringCard | null>(callPlatform(caller, members.getRcpCard, { params: { memberId } }), null),
    orNone(callPlatform(caller, members.listWalletCards, { params: { memberId, provider: walletProvider } }), {
      data: [],
    }),
  ]);
