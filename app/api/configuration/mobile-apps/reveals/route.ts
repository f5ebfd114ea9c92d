import { mobileAppApi } from "@/lib/api/integrators";
import { mobileAppWordings } from "@/lib/contract/configuration-words";
import { bffEndpoint } from "@/lib/bff/route";
import { latestSecretReveals } from "@/lib/bff/audit";
import { secretRevealView } from "@/lib/bff/mobile-app-view";

export const GET = bffEndpoint(
  mobileAppApi.secretReveals,
  async () => (await latestSecretReveals()).map(secretRevealView),
  {
    wordings: mobileAppWordings,
  },
);
