import { describe, expect, it } from "vitest";
import { escapeHtml } from "../src/escape-html.ts";

describe("escapeHtml", () => {
  it("leaves no tag, entity or attribute end in the text", () => {
    expect(escapeHtml(`<script>alert("x")</script> & "Siti" > 'Ana'`)).toBe(
      "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;Siti&quot; &gt; 'Ana'",
    );
    expect(escapeHtml("&amp;")).toBe("&amp;amp;");
  });
});
