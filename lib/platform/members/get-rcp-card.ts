import { route } from "../http/route";
import { requireWallet, toRecurringCard } from "./wallet-record";
import * as declared from "./get-rcp-card.schema";

export const getRcpCard = route(declared.getRcpCard, async (ctx) =>
  ctx.answer(200, toRecurringCard(await requireWallet(ctx.db, ctx.memberId))),
);
