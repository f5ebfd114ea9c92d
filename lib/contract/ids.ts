/**
 * A record id written in a path (Conventions 2, int32): plain digits, 1 to 2,147,483,647, the platform's rule for
 * member and email-template ids (`parseDigitsId` in lib/platform/http/input.ts). Anything else is no id: undefined.
 */
export const int32Max = 2_147_483_647;

const parseDigitsId = (raw: string): number | undefined => {
  if (!/^\d{1,10}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id >= 1 && id <= int32Max ? id : undefined;
};

export const parseMemberId = parseDigitsId;
export const parseTemplateId = parseDigitsId;
