"use client";

import { useEffect } from "react";
import dynamic from "next/dynamic";
import { messageOf } from "@frontdesk/lib/contract/problem";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { useMemberAddresses } from "./queries";
import { RecordFrame } from "./record-frame";
import { useTranslations } from "@/components/ui/catalogue";

// The form (react-hook-form, the contract's zod schemas) is its own chunk, not in the page's first load; the
// server renders it with the addresses it read (app/(staff)/server-reads.ts), so the page's HTML holds the record.
const loadForm = () => import("./addresses-form");
const AddressesForm = dynamic(() => loadForm().then((m) => m.AddressesForm), {
  loading: () => <FormLoading />,
});

function FormLoading() {
  return <LoadingState label={useTranslations("Members")("addresses.loading")} />;
}

/**
 * Home (address1) and work (address2) addresses in one form (endpoint 16): see ./addresses-form.
 */
export function AddressesScreen({ memberId }: { memberId: number }) {
  const t = useTranslations("Members");
  const addresses = useMemberAddresses(memberId);
  useEffect(() => void loadForm(), []);
  return (
    <RecordFrame memberId={memberId} title={t("addresses.title")}>
      {addresses.isPending ? (
        <LoadingState label={t("addresses.loading")} />
      ) : addresses.isError ? (
        <ErrorState
          title={t("addresses.failed")}
          message={messageOf(addresses.error)}
          onRetry={() => void addresses.refetch()}
        />
      ) : (
        <AddressesForm memberId={memberId} stored={addresses.data} />
      )}
    </RecordFrame>
  );
}
