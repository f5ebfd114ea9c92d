import { describe, expect, it } from "vitest";
import { csvCell, csvFilename, csvResponse, csvRow } from "./csv";

describe("csv", () => {
  it("escapes quotes, commas and line breaks (RFC 4180)", () => {
    expect(csvCell('say "hi", then\nbye')).toBe('"say ""hi"", then\nbye"');
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell(true)).toBe("yes");
    expect(csvRow(["a", 1, null, "b,c"])).toBe('a,1,,"b,c"\r\n');
  });

  it("a failing first page fails the call itself", async () => {
    async function* failing(): AsyncGenerator<{ n: number }[]> {
      throw new Error("bad filters");
    }
    await expect(csvResponse("f.csv", [{ header: "N", value: (r: { n: number }) => r.n }], failing())).rejects.toThrow(
      "bad filters",
    );
  });

  it("guards cells a spreadsheet would read as a formula; numbers stay numbers", () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell("+44 113")).toBe("'+44 113");
    expect(csvCell("-2")).toBe("'-2");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tx")).toBe("'\tx");
    expect(csvCell(-2.5)).toBe("-2.5");
  });

  it("streams the header then each page, with a byte-order mark", async () => {
    async function* pages() {
      yield [{ n: 1 }, { n: 2 }];
      yield [];
      yield [{ n: 3 }];
    }
    const response = await csvResponse("x y.csv", [{ header: "N", value: (r: { n: number }) => r.n }], pages());
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="x_y.csv"');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe("N\r\n1\r\n2\r\n3\r\n");
    const empty = await csvResponse(
      "e.csv",
      [{ header: "N", value: (r: { n: number }) => r.n }],
      (async function* () {})(),
    );
    expect(new TextDecoder().decode((await empty.arrayBuffer()).slice(3))).toBe("N\r\n");
    expect(csvFilename("codes", new Date("2026-11-23T10:00:00Z"))).toBe("codes-2026-11-23.csv");
  });
});
