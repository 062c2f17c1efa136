// One source of fake data for the seed and the tests (Epic Stack habit).
// Deterministic on purpose: the same database every time makes screenshots and tests stable.

export const ADMIN_EMAIL = "admin@example.com";
export const USER_EMAIL = "user@example.com";

export type SeedUser = { email: string; name: string; role: "admin" | "user" };
export type SeedRepository = { name: string; link: string; description: string | null };

const FIRST_NAMES = [
  "Amara",
  "Bastien",
  "Chloé",
  "Daniel",
  "Esther",
  "Farid",
  "Grace",
  "Hiroshi",
  "Imani",
  "Jonas",
  "Keziah",
  "Léa",
  "Mateo",
  "Nadia",
  "Omar",
  "Priya",
  "Quentin",
  "Rania",
  "Samuel",
  "Tendai",
];
const LAST_NAMES = [
  "Okafor",
  "Martin",
  "Haddad",
  "Nakamura",
  "Mwangi",
  "Dubois",
  "Fernández",
  "Johansson",
  "Kamau",
  "Lefèvre",
  "Mensah",
  "Novak",
  "Osei",
  "Petrov",
  "Rossi",
  "Said",
];

export function seedUsers(count = 60): SeedUser[] {
  const users: SeedUser[] = [
    { email: ADMIN_EMAIL, name: "Admin", role: "admin" },
    { email: USER_EMAIL, name: "User", role: "user" },
  ];
  for (let index = 0; index < count; index++) {
    const first = FIRST_NAMES[index % FIRST_NAMES.length] ?? "Alex";
    const last = LAST_NAMES[(index * 7) % LAST_NAMES.length] ?? "Doe";
    const local = `${first}.${last}`
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase();
    users.push({
      email: `${local}.${index + 1}@example.com`,
      name: `${first} ${last}`,
      role: "user",
    });
  }
  return users;
}

// [name, its GitHub owner/repository, description]
const REPOSITORIES: [string, string, string | null][] = [
  ["react", "facebook/react", "The library for web and native user interfaces."],
  [
    "relay",
    "facebook/relay",
    "A JavaScript framework for building data-driven React applications.",
  ],
  ["graphql-js", "graphql/graphql-js", "A reference implementation of GraphQL for JavaScript."],
  [
    "graphql-yoga",
    "dotansimha/graphql-yoga",
    "A fully-featured GraphQL server with a focus on easy setup and performance.",
  ],
  ["pothos", "hayes/pothos", "Plugin-based GraphQL schema builder for TypeScript."],
  ["prisma", "prisma/prisma", "Next-generation ORM for Node.js and TypeScript."],
  [
    "better-auth",
    "better-auth/better-auth",
    "The most comprehensive authentication framework for TypeScript.",
  ],
  ["react-router", "remix-run/react-router", "Declarative routing for React."],
  ["formatjs", "formatjs/formatjs", "Internationalize your web apps on the client and server."],
  ["zod", "colinhacks/zod", "TypeScript-first schema validation with static type inference."],
  ["vitest", "vitest-dev/vitest", "Next generation testing framework powered by Vite."],
  ["playwright", "microsoft/playwright", "A framework for web testing and automation."],
  ["vite", "vitejs/vite", "Next generation frontend tooling."],
  [
    "tailwindcss",
    "tailwindlabs/tailwindcss",
    "A utility-first CSS framework for rapid UI development.",
  ],
  [
    "typescript",
    "microsoft/TypeScript",
    "A superset of JavaScript that compiles to clean JavaScript output.",
  ],
  ["node", "nodejs/node", "Node.js JavaScript runtime."],
  [
    "postgres",
    "postgres/postgres",
    "The world's most advanced open source relational database (mirror).",
  ],
  ["pglite", "electric-sql/pglite", "Embeddable Postgres with real-time, reactive bindings."],
  ["hono", "honojs/hono", "Web framework built on Web Standards."],
  ["nodemailer", "nodemailer/nodemailer", "Send e-mails with Node.js."],
  ["mailpit", "axllent/mailpit", "An email and SMTP testing tool with API for developers."],
  ["eslint", "eslint/eslint", "Find and fix problems in your JavaScript code."],
  ["prettier", "prettier/prettier", "Prettier is an opinionated code formatter."],
  ["sonner", "emilkowalski/sonner", "An opinionated toast component for React."],
  ["vaul", "emilkowalski/vaul", "An unstyled drawer component for React."],
  [
    "graphql-armor",
    "Escape-Technologies/graphql-armor",
    "The missing GraphQL security layer for Apollo GraphQL and Yoga / Envelop servers.",
  ],
  [
    "envelop",
    "n1ru4l/envelop",
    "Envelop is a lightweight library allowing developers to easily develop, share, collaborate and extend their GraphQL execution layer.",
  ],
  ["start-ui-web", "BearStudio/start-ui-web", "Opinionated UI starter with batteries included."],
  [
    "epic-stack",
    "epicweb-dev/epic-stack",
    "An opinionated project starter and reference for full stack web apps.",
  ],
  [
    "bulletproof-react",
    "alan2207/bulletproof-react",
    "A simple, scalable, and powerful architecture for building production ready React applications.",
  ],
  [
    "oidc-provider",
    "panva/node-oidc-provider",
    "OpenID Certified OAuth 2.0 Authorization Server implementation for Node.js.",
  ],
  ["smtp-server", "nodemailer/smtp-server", null],
];

export const SEED_REPOSITORIES: SeedRepository[] = REPOSITORIES.map(
  ([name, path, description]) => ({
    name,
    link: `https://github.com/${path}`,
    description,
  }),
);
