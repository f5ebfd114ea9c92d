/** The sandbox's payment-provider segment (sandbox-contract §5). */
export const walletProvider = "sandbox";
