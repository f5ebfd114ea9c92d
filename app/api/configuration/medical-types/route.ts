import { configurationApi } from "@/lib/api/configuration";
import { bffEndpoint } from "@/lib/bff/route";
import { listMedicalTypes } from "@/lib/client/members";

export const GET = bffEndpoint(configurationApi.medicalTypes, async ({ caller }) => listMedicalTypes(caller));
