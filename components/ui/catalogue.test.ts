// @vitest-environment happy-dom
import { renderHook } from "@testing-library/react";
import compile from "icu-minify/compile";
import { createElement, type ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { said } from "@frontdesk/lib/contract/said";
import { queryClientWrapper, resetHookTests } from "../testing/hooks";
import { CatalogueProvider, useLocale, useSay, useTranslations, type CatalogueTree } from "./catalogue";

// The browser's words: t(key, values) under a namespace (a missing key shows as itself), plurals in the page's
// language (Welsh's six forms), lib's `said` keys said in the page's words with their values (a value that is a key
// said first), any other text as it is; a page's own namespaces join the layout's.
const english = () => queryClientWrapper().wrapper;
const welsh = (tree: Record<string, Record<string, string>>) => {
  const messages = Object.fromEntries(
    Object.entries(tree).map(([space, keys]) => [
      space,
      Object.fromEntries(Object.entries(keys).map(([key, text]) => [key, compile(text)])),
    ]),
  ) as CatalogueTree;
  return function Welsh({ children }: { children: ReactNode }) {
    const props = { locale: "cy", messages, children };
    return createElement(CatalogueProvider, props);
  };
};
/** The layout's English catalogue with a page's own namespaces in `locale` inside it. */
const withPage = (locale: string, messages: CatalogueTree) => {
  const layout = english();
  return function Page({ children }: { children: ReactNode }) {
    const props = { locale, messages, children };
    return createElement(layout, null, createElement(CatalogueProvider, props));
  };
};

describe("the catalogue's hooks", () => {
  afterEach(resetHookTests);

  it("useTranslations formats a namespace's message with its values, and shows a missing key as itself", () => {
    const { result } = renderHook(() => useTranslations("Words"), { wrapper: english() });
    expect(result.current("userFields.sortOrderRange", { min: 0, max: 32767 })).toBe(
      "Enter a sort order from 0 to 32767.",
    );
    expect(result.current("userFields.noSuchKey")).toBe("Words.userFields.noSuchKey");
    expect(result.current("userFields")).toBe("Words.userFields"); // a namespace is not a message
  });

  it("counts in the page's language: Welsh's plural forms", () => {
    const wrapper = welsh({
      Bookings: {
        places: "{count, plural, zero {dim lle} one {# lle} two {# le} few {# lle} many {# lle} other {# lle}}",
      },
    });
    const { result } = renderHook(() => ({ t: useTranslations("Bookings"), locale: useLocale() }), { wrapper });
    expect(result.current.locale).toBe("cy");
    expect([0, 1, 2, 3].map((count) => result.current.t("places", { count }))).toEqual([
      "dim lle",
      "1 lle",
      "2 le",
      "3 lle",
    ]);
  });

  it("useSay says a said key with its values (a value that is a key said first), and any other text as it is", () => {
    const { result } = renderHook(() => useSay(), { wrapper: english() });
    expect(result.current(said("Words.userFields.sortOrderRange", { min: 1, max: 9 }))).toBe(
      "Enter a sort order from 1 to 9.",
    );
    expect(
      result.current(said("Words.userFields.defaultNotText", { value: said("Words.userFields.labelRequired") })),
    ).toBe("Enter a label for the field. can't be the default: enter text.");
    expect(result.current("The venue platform answered 42.")).toBe("The venue platform answered 42.");
    expect(result.current("Words.userFields.noSuchKey")).toBe("Words.userFields.noSuchKey");
  });

  it("a page's own namespaces join the layout's in the same language, and replace them in another", () => {
    const page = { Extra: { hello: compile("Hello from the page") } } as CatalogueTree;
    const sameLanguage = withPage("en", page);
    const { result } = renderHook(() => ({ extra: useTranslations("Extra"), words: useTranslations("Words") }), {
      wrapper: sameLanguage,
    });
    expect(result.current.extra("hello")).toBe("Hello from the page");
    expect(result.current.words("userFields.labelRequired")).toBe("Enter a label for the field.");
    const otherLanguage = withPage("cy", page);
    const cy = renderHook(() => useTranslations("Words"), { wrapper: otherLanguage });
    expect(cy.result.current("userFields.labelRequired")).toBe("Words.userFields.labelRequired");
  });
});
