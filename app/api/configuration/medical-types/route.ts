import { configurationApi } from "@frontdesk/lib/api/configuration";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { callPlatform } from "@frontdesk/lib/client/call-platform";
import { members } from "@frontdesk/lib/platform/operations";

export const GET = bffEndpoint(configurationApi.medicalTypes, async ({ caller }) =>
  callPlatform(caller, members.listMedicalTypes),
);
