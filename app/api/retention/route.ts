import { retentionApi } from "@/lib/api/retention";
import { bffEndpoint } from "@/lib/bff/route";
import { readSettings } from "@/lib/bff/retention-rules";

export const GET = bffEndpoint(retentionApi.settings, async () => readSettings());
