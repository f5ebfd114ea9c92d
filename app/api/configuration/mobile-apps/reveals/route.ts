import { mobileAppWordings } from "@/lib/bff/configuration-words";
import { bffRoute } from "@/lib/bff/route";
import { latestSecretReveals } from "@/lib/bff/audit";
import { secretRevealView } from "@/lib/bff/mobile-app-view";

/** Who revealed or copied which signing secret, and when (newest first). */
export const GET = bffRoute({ roles: ["admin"], wordings: mobileAppWordings }, async () =>
  (await latestSecretReveals()).map(secretRevealView),
);
