import { configurationApi } from "@/lib/api/configuration";
import { bffEndpoint } from "@/lib/bff/route";
import { listCommunicationChannels } from "@/lib/client/members";

export const GET = bffEndpoint(configurationApi.communicationChannels, async ({ caller }) =>
  listCommunicationChannels(caller),
);
