import { readFileSync } from "node:fs";
import path from "node:path";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import noLiteralUiText from "./eslint/rules/no-literal-ui-text.js";

// File names are kebab-case (STYLE.md); React components are still PascalCase inside.
const KEBAB = /^[a-z0-9]+(?:[-.][a-z0-9]+)*$/;
const groundwork = {
  rules: {
    "kebab-case-filename": {
      meta: {
        type: "suggestion",
        schema: [],
        messages: { name: "File name '{{name}}' is not kebab-case." },
      },
      create(context) {
        const base = path.basename(context.filename).replace(/\.(test\.)?[cm]?[jt]sx?$/, "");
        return {
          Program(node) {
            if (!KEBAB.test(base))
              context.report({ node, messageId: "name", data: { name: base } });
          },
        };
      },
    },
    "no-literal-ui-text": noLiteralUiText,
  },
};

// English holds every message id; a literal equal to one is a reference, not text.
const messageIds = Object.keys(
  JSON.parse(readFileSync(new URL("./locales/en.json", import.meta.url), "utf8")),
);

// Imports flow one way: ui → components → features → layout → router; web and server never meet.
const boundary = (group, message) => ({ group, message });
const restrict = (...patterns) => ["error", { patterns }];

export default tseslint.config(
  {
    ignores: [
      "node_modules/",
      "dist/",
      "**/__generated__/",
      "server/generated/",
      ".data/",
      "test-results/",
      "playwright-report/",
    ],
  },
  ...tseslint.configs.recommended,
  {
    plugins: { groundwork },
    rules: {
      "groundwork/kebab-case-filename": "error",
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "no-console": "off",
    },
  },
  {
    files: [
      "server/**",
      "prisma/**",
      "tests/**",
      "shared/**",
      "*.ts",
      "*.js",
      "vite/**",
      "eslint/**",
    ],
    languageOptions: { globals: globals.node },
  },
  {
    files: ["web/**"],
    languageOptions: { globals: globals.browser },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "no-restricted-imports": restrict(
        boundary(["**/server/**", "#server/*"], "The web app never imports server code."),
      ),
    },
  },
  {
    // i18n issue: user-visible text goes through react-intl, in every locale.
    files: ["web/**/*.tsx"],
    ignores: ["web/**/*.test.tsx"],
    rules: { "groundwork/no-literal-ui-text": ["error", { messageIds }] },
  },
  {
    files: ["server/**"],
    rules: {
      "no-restricted-imports": restrict(
        boundary(["**/web/**"], "The server never imports web code."),
      ),
    },
  },
  {
    // shared/ is imported by both sides (one definition per rule), so it imports neither.
    files: ["shared/**"],
    rules: {
      "no-restricted-imports": restrict(
        boundary(
          ["**/server/**", "**/web/**", "#server/*", "#web/*"],
          "shared/ imports neither server nor web code.",
        ),
      ),
    },
  },
  {
    files: ["web/components/**"],
    rules: {
      "no-restricted-imports": restrict(
        boundary(
          ["**/features/**", "**/layout/**", "**/router*"],
          "Shared components know no feature, layout or route.",
        ),
        boundary(["**/server/**"], "The web app never imports server code."),
      ),
    },
  },
  {
    files: ["web/features/**"],
    rules: {
      "no-restricted-imports": restrict(
        boundary(
          ["**/layout/**", "**/router*"],
          "Features do not import layouts or the route table.",
        ),
        boundary(["**/server/**"], "The web app never imports server code."),
      ),
    },
  },
  {
    files: ["web/layout/**"],
    rules: {
      "no-restricted-imports": restrict(
        boundary(["**/router*"], "Layouts do not import the route table."),
        boundary(["**/server/**"], "The web app never imports server code."),
      ),
    },
  },
);
