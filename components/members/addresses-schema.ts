import { z } from "zod";
import { addressInput } from "@frontdesk/lib/contract/members";
import { refineUkPostcodes } from "@frontdesk/lib/contract/postcode";

/**
 * The addresses form's check (./addresses-form.tsx): both addresses' lines as the contract takes them, the primary
 * choice, and UK postcodes. Its own module, loaded when the form is first checked: the page's start-up (which
 * renders the form) neither fetches nor runs zod and the members contract.
 */
const addressLines = addressInput.omit({ isPrimary: true }).required();
export const addressesForm = z
  .object({ address1: addressLines, address2: addressLines, primary: z.enum(["address1", "address2", "none"]) })
  .superRefine(refineUkPostcodes);
export type AddressesValues = z.infer<typeof addressesForm>;
