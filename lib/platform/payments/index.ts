import type { PaymentProvider } from "./provider";
import { sandboxProvider } from "./sandbox";

export * from "./provider";

const providers = new Map<string, PaymentProvider>([[sandboxProvider.id, sandboxProvider]]);

/** The provider for a `{provider}` segment, matched case-insensitively; undefined when not supported. */
export function paymentProvider(id: string): PaymentProvider | undefined {
  return providers.get(id.toLowerCase());
}
