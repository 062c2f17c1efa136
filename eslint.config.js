import path from "node:path";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

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
  },
};

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
    files: ["server/**", "prisma/**", "tests/**", "lib/**", "*.ts", "*.js", "vite/**"],
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
    files: ["server/**"],
    rules: {
      "no-restricted-imports": restrict(
        boundary(["**/web/**"], "The server never imports web code."),
      ),
    },
  },
  {
    // lib/ is imported by both sides (shared validation), so it imports neither.
    files: ["lib/**"],
    rules: {
      "no-restricted-imports": restrict(
        boundary(
          ["**/server/**", "**/web/**", "#server/*", "#web/*"],
          "lib/ imports neither server nor web code.",
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
