import checkFile from "eslint-plugin-check-file";
import formatjs from "eslint-plugin-formatjs";
import reactHooks from "eslint-plugin-react-hooks";
import relay from "eslint-plugin-relay";
import globals from "globals";
import tseslint from "typescript-eslint";

// Imports flow one way: ui → components → features → layout → router; web and server never meet.
const boundary = (group, message) => ({ group, message });
const restrict = (...patterns) => ["error", { patterns }];
const noServer = boundary(["**/server/**", "#server/*"], "The web app never imports server code.");
const noAppLayers = boundary(
  ["**/features/**", "**/layout/**", "**/router*"],
  "Shared code knows no feature, layout or route.",
);

// The files each feature lets other features import; the rest of a feature is its own. No
// barrel files: other features import these files directly.
const featurePublicFiles = {
  account: ["session-list"],
  "api-key": ["api-key-list"],
  audit: ["audit-event-row"],
  auth: [
    "auth-client",
    "auth-error-message",
    "code-field-schema",
    "code-input-props",
    "load-auth-client",
    "second-factor-code",
    // Passkeys (ADR 118): the account page's ceremony (loaded on demand), the sign-in button
    // a second-factor screen may show too.
    "passkey-ceremony",
    "passkey-sign-in",
    "sign-in-again-button",
    "use-session",
  ],
  organization: ["organization-paths"],
  repository: ["repository-paths"],
  user: ["user-paths"],
  webhook: ["webhook-endpoint-list"],
};
const publicFiles = Object.entries(featurePublicFiles).flatMap(([feature, files]) =>
  files.map((file) => `${feature}/${file}`),
);
// From web/features/<name>/, "../<other>/<file>" reaches into another feature.
const otherFeaturesPrivateFiles = {
  regex: `^\\.\\./(?!(${publicFiles.join("|")})$)[\\w-]+/`,
  message: "Import another feature only through its public files (featurePublicFiles).",
};

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
    // File names are kebab-case; React components are still PascalCase inside.
    plugins: { "check-file": checkFile },
    rules: {
      "check-file/filename-naming-convention": [
        "error",
        { "**/*.{js,jsx,ts,tsx}": "KEBAB_CASE" },
        { ignoreMiddleExtensions: true },
      ],
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "no-console": "off",
    },
  },
  {
    // Everything outside the web app runs on Node.
    ignores: ["web/**"],
    languageOptions: { globals: globals.node },
  },
  {
    files: ["web/**"],
    languageOptions: { globals: globals.browser },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "no-restricted-imports": restrict(noServer),
    },
  },
  {
    // User-visible text goes through react-intl, so it exists in every locale. Text that is
    // not translatable (a language's own name, the product name) lives in a constant.
    files: ["web/**/*.tsx"],
    ignores: ["web/**/*.test.tsx"],
    plugins: { formatjs },
    rules: {
      "formatjs/no-literal-string-in-jsx": "error",
    },
  },
  {
    // Relay's own lint rules: valid GraphQL, its naming, no unused fields, explicit hook args.
    files: ["web/**/*.{ts,tsx}"],
    plugins: { relay },
    rules: {
      "relay/graphql-syntax": "error",
      "relay/graphql-naming": "error",
      "relay/no-future-added-value": "error",
      "relay/unused-fields": "error",
      "relay/function-required-argument": "error",
      "relay/hook-required-argument": "error",
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
    files: ["web/components/**", "web/relay/**", "web/i18n/**", "web/config/**"],
    rules: { "no-restricted-imports": restrict(noAppLayers, noServer) },
  },
  {
    // Primitives import only other primitives and packages (their tests may use tests/web).
    files: ["web/components/ui/**"],
    ignores: ["**/*.test.*"],
    rules: {
      "no-restricted-imports": restrict(
        noAppLayers,
        noServer,
        boundary(["../*"], "UI primitives import only other primitives and packages."),
      ),
    },
  },
  {
    files: ["web/features/**"],
    rules: {
      "no-restricted-imports": restrict(
        boundary(["**/layout/**", "**/router*"], "Features do not import layouts or the routes."),
        noServer,
        otherFeaturesPrivateFiles,
      ),
    },
  },
  {
    files: ["web/layout/**"],
    rules: {
      "no-restricted-imports": restrict(
        boundary(["**/router*"], "Layouts do not import the route table."),
        noServer,
      ),
    },
  },
);
