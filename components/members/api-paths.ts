import { apiPath, withQuery } from "@/lib/bff/api-path";

/** The members area's BFF URLs (app/api/members/**), written once for every query hook. */
export const memberPaths = {
  search: (query: { search: string; limit: number; offset: number }) => withQuery("/api/members", query),
  member: (memberId: number) => apiPath`/api/members/${memberId}`,
  consent: (memberId: number) => apiPath`/api/members/${memberId}/consent`,
  consentHistory: (memberId: number) => apiPath`/api/members/${memberId}/consent/history`,
  campaign: (memberId: number) => apiPath`/api/members/${memberId}/campaign`,
  communicationChannels: (memberId: number) => apiPath`/api/members/${memberId}/communication-channels`,
  rcpCard: (memberId: number) => apiPath`/api/members/${memberId}/rcp-card`,
  medicalDetails: (memberId: number) => apiPath`/api/members/${memberId}/medical-details`,
  medicalCondition: (memberId: number, id: number) => apiPath`/api/members/${memberId}/medical-details/${id}`,
  addresses: (memberId: number) => apiPath`/api/members/${memberId}/addresses`,
  wallet: (memberId: number, provider: string) => apiPath`/api/members/${memberId}/wallet/${provider}`,
  walletCard: (memberId: number, provider: string, cardId: number) =>
    apiPath`/api/members/${memberId}/wallet/${provider}/${cardId}`,
  saveCard: (memberId: number) => apiPath`/api/members/${memberId}/wallet/card`,
  waitingLists: (memberId: number) => apiPath`/api/members/${memberId}/waiting-lists`,
  erasure: (memberId: number) => apiPath`/api/members/${memberId}/erasure`,
  dataExport: (memberId: number, format?: "html") =>
    withQuery(apiPath`/api/members/${memberId}/data-export`, { format }),
};
