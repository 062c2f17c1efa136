import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { iconFiles, rewriteIconImports } from "./icon-imports.ts";

const barrel = readFileSync(
  createRequire(import.meta.url).resolve("lucide-react/dist/esm/lucide-react.mjs"),
  "utf8",
);
const files = iconFiles(barrel);

describe("icon imports", () => {
  it("knows every icon of the package by each of its names", () => {
    expect(files.get("Trash2")).toBe("trash");
    expect(files.get("House")).toBe(files.get("Home"));
    expect(files.get("PanelLeftClose")).toBe("panel-left-close");
    expect(files.size).toBeGreaterThan(1000);
  });

  it("imports each icon from its own module, keeping local names and the rest", () => {
    const code = [
      'import { Trash2, Menu as MenuIcon, type LucideIcon, Nope } from "lucide-react";',
      "const a = 1;",
    ].join("\n");
    expect(rewriteIconImports(code, files)).toBe(
      [
        'import { type LucideIcon, Nope } from "lucide-react"; ' +
          'import Trash2 from "lucide-react/icons/trash"; ' +
          'import MenuIcon from "lucide-react/icons/menu";',
        "const a = 1;",
      ].join("\n"),
    );
  });

  it("leaves other imports alone", () => {
    const code =
      'import { useState } from "react";\nimport type { LucideProps } from "lucide-react";';
    expect(rewriteIconImports(code, files)).toBe(code);
  });
});
