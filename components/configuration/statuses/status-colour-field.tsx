"use client";

import { Said } from "@/components/ui/catalogue";
import { useId } from "react";
import {
  Button as AriaButton,
  ColorArea,
  ColorPicker,
  ColorSlider,
  ColorSwatch,
  ColorSwatchPicker,
  ColorSwatchPickerItem,
  ColorThumb,
  Dialog,
  DialogTrigger,
  Heading,
  Popover,
  SliderTrack,
  parseColor,
} from "react-aria-components";
import { Palette, X } from "lucide-react";
import { parseStatusColour } from "@frontdesk/lib/contract/configuration";
import { useTranslations } from "@/components/ui/catalogue";

const presets = ["#1F6FEB", "#2DA44E", "#BF8700", "#CF222E", "#8250DF", "#6E7781", "#000000", "#FFFFFF"];

interface StatusColourFieldProps {
  label: string;
  /** "#RRGGBB", a colour name, or "" for no colour */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  name: string;
}

/**
 * A status colour: a picker (react-aria ColorPicker: area, hue slider, presets), a text box that
 * takes #RRGGBB or a standard colour name, and "No colour" (an empty string clears it).
 */
export function StatusColourField({ label, value, onChange, onBlur, error, name }: StatusColourFieldProps) {
  const t = useTranslations("Configuration");
  const id = useId();
  const parsed = parseStatusColour(value);
  const pickerColour = parseColor(parsed || "#FFFFFF").toFormat("hsb");
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-medium">{label}</legend>
      <p id={`${id}-hint`} className="text-xs text-slate-600 dark:text-slate-400">
        {t("statuses.colourHint")}
      </p>
      <div className="mt-1 flex flex-wrap items-center gap-2">
        <ColorPicker value={pickerColour} onChange={(colour) => onChange(colour.toString("hex").toUpperCase())}>
          <DialogTrigger>
            <AriaButton className="inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm dark:border-slate-600 dark:bg-slate-900">
              <span
                aria-hidden
                className={`inline-block size-6 rounded border ${parsed ? "border-slate-400" : "border-dashed border-slate-400"}`}
                style={parsed ? { backgroundColor: parsed } : undefined}
              />
              <Palette aria-hidden className="size-4" />
              <span>{t("statuses.choose", { label: label.toLowerCase() })}</span>
            </AriaButton>
            <Popover
              placement="bottom start"
              className="rounded-lg border border-slate-300 bg-white p-3 shadow-lg dark:border-slate-700 dark:bg-slate-900"
            >
              <Dialog
                aria-label={t("statuses.choose", { label: label.toLowerCase() })}
                className="space-y-3 outline-none"
              >
                <Heading slot="title" className="text-sm font-semibold">
                  {label}
                </Heading>
                <ColorArea colorSpace="hsb" xChannel="saturation" yChannel="brightness" className="size-48 rounded-md">
                  <ColorThumb className="size-5 rounded-full border-2 border-white shadow-[0_0_0_1px_black]" />
                </ColorArea>
                <ColorSlider colorSpace="hsb" channel="hue" aria-label={t("statuses.hue")}>
                  <SliderTrack className="h-6 w-48 rounded-md">
                    <ColorThumb className="top-1/2 size-5 rounded-full border-2 border-white shadow-[0_0_0_1px_black]" />
                  </SliderTrack>
                </ColorSlider>
                <ColorSwatchPicker aria-label={t("statuses.suggested")} className="flex flex-wrap gap-1">
                  {presets.map((preset) => (
                    <ColorSwatchPickerItem
                      key={preset}
                      color={preset}
                      className="rounded outline-offset-2 data-[selected]:outline-2 data-[selected]:outline-blue-600"
                    >
                      <ColorSwatch className="size-6 rounded border border-slate-400" />
                    </ColorSwatchPickerItem>
                  ))}
                </ColorSwatchPicker>
              </Dialog>
            </Popover>
          </DialogTrigger>
        </ColorPicker>
        <label htmlFor={`${id}-text`} className="sr-only">
          {t("statuses.colourAsText", { label })}
        </label>
        <input
          id={`${id}-text`}
          name={name}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
          placeholder={t("statuses.noColour")}
          aria-invalid={error ? true : undefined}
          aria-describedby={[`${id}-hint`, errorId].filter(Boolean).join(" ")}
          className="w-36 rounded-md border border-slate-300 bg-white px-3 py-2 font-mono text-sm aria-invalid:border-red-600 dark:border-slate-600 dark:bg-slate-900"
        />
        <button
          type="button"
          onClick={() => onChange("")}
          disabled={value === ""}
          className="inline-flex items-center gap-1 rounded-md px-2 py-2 text-sm text-slate-700 hover:bg-slate-100 disabled:opacity-50 dark:text-slate-200 dark:hover:bg-slate-800"
        >
          <X aria-hidden className="size-4" />
          {t("statuses.noColour")}
        </button>
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700 dark:text-red-400">
          <Said text={error} />
        </p>
      )}
    </fieldset>
  );
}
