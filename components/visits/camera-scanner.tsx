"use client";

import { useTranslations } from "@/components/ui/catalogue";
import { useEffect, useRef, useState } from "react";
import { DialogCancel } from "@/components/ui/modal-dialog";

/** The part of the Barcode Detection API used here (not yet in TypeScript's DOM library). */
interface Detector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
interface DetectorClass {
  new (options?: { formats: string[] }): Detector;
  getSupportedFormats(): Promise<string[]>;
}

/** The codes a member's card or phone may show: QR codes and the usual linear barcodes. */
const wanted = ["qr_code", "code_128", "code_39", "codabar", "ean_13", "ean_8", "itf", "upc_a", "upc_e"];

/** Why the camera could not start: the key of its words (messages/*.json, Door). */
const cameraProblem = (error: unknown) =>
  error instanceof DOMException && error.name === "NotAllowedError" ? "cameraNotAllowed" : "cameraFailed";

/**
 * The camera's picture with codes read from it a few times a second; the first code read is the scan. The camera
 * stops when the dialog closes.
 */
export function CameraScanner({ onCode }: { onCode: (code: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const t = useTranslations("Door");
  const [problem, setProblem] = useState<ReturnType<typeof cameraProblem>>();
  const done = useRef(false);

  useEffect(() => {
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setInterval> | undefined;
    let stopped = false;
    (async () => {
      try {
        const Barcode = (window as unknown as { BarcodeDetector: DetectorClass }).BarcodeDetector;
        const formats = (await Barcode.getSupportedFormats()).filter((f) => wanted.includes(f));
        const detector = new Barcode({ formats });
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" }, audio: false });
        if (stopped || !video.current) return;
        video.current.srcObject = stream;
        await video.current.play();
        timer = setInterval(async () => {
          if (done.current || !video.current) return;
          const [code] = await detector.detect(video.current).catch(() => []);
          if (code?.rawValue && !done.current) {
            done.current = true;
            onCode(code.rawValue);
          }
        }, 250);
      } catch (error) {
        if (!stopped) setProblem(cameraProblem(error));
      }
    })();
    return () => {
      stopped = true;
      if (timer) clearInterval(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [onCode]);

  return (
    <div className="space-y-3">
      {problem ? (
        <p role="alert" className="text-sm text-red-800 dark:text-red-300">
          {t(problem)}
        </p>
      ) : (
        <p className="text-sm">{t("cameraHold")}</p>
      )}
      {/* the picture only: nothing is said in it (the code read is the result) */}
      <video ref={video} muted playsInline aria-label={t("cameraPicture")} className="w-full rounded-md bg-black" />
      <DialogCancel label={t("cameraStop")} />
    </div>
  );
}
