"use client";

import { useTranslations } from "@/components/ui/catalogue";
import { useSyncExternalStore } from "react";
import dynamic from "next/dynamic";
import { Camera } from "lucide-react";
import { ModalDialog } from "@/components/ui/modal-dialog";
import { LoadingState } from "@/components/ui/states";

// The camera's code (getUserMedia and the detector loop) loads when its dialog opens, never with the door.
const CameraScanner = dynamic(() => import("./camera-scanner").then((m) => m.CameraScanner), {
  loading: () => <CameraStarting />,
  ssr: false,
});

function CameraStarting() {
  return <LoadingState label={useTranslations("Door")("cameraStarting")} />;
}

const noChange = () => () => {};
/** Whether this browser can read barcodes and QR codes from the camera itself (BarcodeDetector); unknown on the server. */
const useCanScan = () =>
  useSyncExternalStore(
    noChange,
    () => "BarcodeDetector" in window && Boolean(navigator.mediaDevices?.getUserMedia),
    () => undefined,
  );

/**
 * "Scan with camera" where the browser can (a tablet at the door: the member's card or phone held to the camera);
 * elsewhere it says so in words, and the scanner or typing still work. No library is loaded for browsers without
 * BarcodeDetector: the desk PCs have a USB scanner.
 */
export function CameraScan({ onCode, onClosed }: { onCode: (code: string) => void; onClosed: () => void }) {
  const t = useTranslations("Door");
  const canScan = useCanScan();
  if (canScan === undefined) return null;
  if (!canScan) return <p className="text-sm text-slate-600 dark:text-slate-300">{t("cameraUnsupported")}</p>;
  return (
    <ModalDialog
      triggerLabel={t("scanWithCamera")}
      triggerIcon={<Camera aria-hidden className="size-4" />}
      title={t("cameraTitle")}
      onClosed={onClosed}
    >
      {(close) => (
        <CameraScanner
          onCode={(code) => {
            close();
            onCode(code);
          }}
        />
      )}
    </ModalDialog>
  );
}
