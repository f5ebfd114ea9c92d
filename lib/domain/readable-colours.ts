/**
 * Readable colours for an operator's colour pair: WCAG AA asks 4.5:1 between text and
 * background. A pair below it (or a background with no text colour) is shown with black or white
 * text, whichever reads better; at least one of them always reaches 4.5:1 on any background.
 */
export const wcagAA = 4.5;

const hexPattern = /^#[0-9a-f]{6}$/i;

const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** WCAG contrast ratio of two #RRGGBB colours. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

interface ReadableColours {
  backgroundColor: string;
  color: string;
  /** the configured text colour was replaced (too little contrast, or none) */
  adjusted: boolean;
}

/** The colours to show a badge in: the operator's own when they read well, else a readable text colour. */
export function readableColours(back: string, text: string): ReadableColours | undefined {
  if (!hexPattern.test(back)) return undefined;
  if (hexPattern.test(text) && contrastRatio(back, text) >= wcagAA)
    return { backgroundColor: back, color: text, adjusted: false };
  const color = contrastRatio(back, "#000000") >= contrastRatio(back, "#FFFFFF") ? "#000000" : "#FFFFFF";
  return { backgroundColor: back, color, adjusted: true };
}
