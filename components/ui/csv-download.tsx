"use client";

import { Download } from "lucide-react";
import { buttonClass } from "./button";
import { useTranslations } from "./catalogue";

/**
 * The one CSV download control: a link to a BFF export route (`/api/.../export?filters`). The browser
 * streams the file straight to disk, however long the list, and keeps the page as it is.
 */
export function CsvDownload({
  href,
  what,
}: {
  href: string;
  /** what the file holds, for screen readers: "the discount usage found" */ what: string;
}) {
  const t = useTranslations("Ui");
  return (
    <a
      href={href}
      download
      className={buttonClass("secondary", "px-2.5 py-1.5")}
      aria-label={t("downloadCsvOf", { what })}
    >
      <Download aria-hidden className="size-4" />
      {t("downloadCsv")}
    </a>
  );
}

/**
 * The same control for a list the screen already holds (a closure's call list, built from the clash
 * check): the file is made in the browser from `csv`, named `fileName`, when pressed.
 */
export function CsvTextDownload({ csv, fileName, what }: { csv: string; fileName: string; what: string }) {
  const t = useTranslations("Ui");
  const download = () => {
    const url = URL.createObjectURL(new Blob([csv], { type: "text/csv;charset=utf-8" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = fileName;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };
  return (
    <button
      type="button"
      onClick={download}
      className={buttonClass("secondary", "px-2.5 py-1.5")}
      aria-label={t("downloadCsvOf", { what })}
    >
      <Download aria-hidden className="size-4" />
      {t("downloadCsv")}
    </button>
  );
}
