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

export const SEED_REPOSITORIES: SeedRepository[] = [
  {
    name: "react",
    link: "https://github.com/facebook/react",
    description: "The library for web and native user interfaces.",
  },
  {
    name: "relay",
    link: "https://github.com/facebook/relay",
    description: "A JavaScript framework for building data-driven React applications.",
  },
  {
    name: "graphql-js",
    link: "https://github.com/graphql/graphql-js",
    description: "A reference implementation of GraphQL for JavaScript.",
  },
  {
    name: "graphql-yoga",
    link: "https://github.com/dotansimha/graphql-yoga",
    description: "A fully-featured GraphQL server with a focus on easy setup and performance.",
  },
  {
    name: "pothos",
    link: "https://github.com/hayes/pothos",
    description: "Plugin-based GraphQL schema builder for TypeScript.",
  },
  {
    name: "prisma",
    link: "https://github.com/prisma/prisma",
    description: "Next-generation ORM for Node.js and TypeScript.",
  },
  {
    name: "better-auth",
    link: "https://github.com/better-auth/better-auth",
    description: "The most comprehensive authentication framework for TypeScript.",
  },
  {
    name: "react-router",
    link: "https://github.com/remix-run/react-router",
    description: "Declarative routing for React.",
  },
  {
    name: "formatjs",
    link: "https://github.com/formatjs/formatjs",
    description: "Internationalize your web apps on the client and server.",
  },
  {
    name: "zod",
    link: "https://github.com/colinhacks/zod",
    description: "TypeScript-first schema validation with static type inference.",
  },
  {
    name: "vitest",
    link: "https://github.com/vitest-dev/vitest",
    description: "Next generation testing framework powered by Vite.",
  },
  {
    name: "playwright",
    link: "https://github.com/microsoft/playwright",
    description: "A framework for web testing and automation.",
  },
  {
    name: "vite",
    link: "https://github.com/vitejs/vite",
    description: "Next generation frontend tooling.",
  },
  {
    name: "tailwindcss",
    link: "https://github.com/tailwindlabs/tailwindcss",
    description: "A utility-first CSS framework for rapid UI development.",
  },
  {
    name: "typescript",
    link: "https://github.com/microsoft/TypeScript",
    description: "A superset of JavaScript that compiles to clean JavaScript output.",
  },
  {
    name: "node",
    link: "https://github.com/nodejs/node",
    description: "Node.js JavaScript runtime.",
  },
  {
    name: "postgres",
    link: "https://github.com/postgres/postgres",
    description: "The world's most advanced open source relational database (mirror).",
  },
  {
    name: "pglite",
    link: "https://github.com/electric-sql/pglite",
    description: "Embeddable Postgres with real-time, reactive bindings.",
  },
  {
    name: "hono",
    link: "https://github.com/honojs/hono",
    description: "Web framework built on Web Standards.",
  },
  {
    name: "nodemailer",
    link: "https://github.com/nodemailer/nodemailer",
    description: "Send e-mails with Node.js.",
  },
  {
    name: "mailpit",
    link: "https://github.com/axllent/mailpit",
    description: "An email and SMTP testing tool with API for developers.",
  },
  {
    name: "eslint",
    link: "https://github.com/eslint/eslint",
    description: "Find and fix problems in your JavaScript code.",
  },
  {
    name: "prettier",
    link: "https://github.com/prettier/prettier",
    description: "Prettier is an opinionated code formatter.",
  },
  {
    name: "sonner",
    link: "https://github.com/emilkowalski/sonner",
    description: "An opinionated toast component for React.",
  },
  {
    name: "vaul",
    link: "https://github.com/emilkowalski/vaul",
    description: "An unstyled drawer component for React.",
  },
  {
    name: "graphql-armor",
    link: "https://github.com/Escape-Technologies/graphql-armor",
    description:
      "The missing GraphQL security layer for Apollo GraphQL and Yoga / Envelop servers.",
  },
  {
    name: "envelop",
    link: "https://github.com/n1ru4l/envelop",
    description:
      "Envelop is a lightweight library allowing developers to easily develop, share, collaborate and extend their GraphQL execution layer.",
  },
  {
    name: "start-ui-web",
    link: "https://github.com/BearStudio/start-ui-web",
    description: "Opinionated UI starter with batteries included.",
  },
  {
    name: "epic-stack",
    link: "https://github.com/epicweb-dev/epic-stack",
    description: "An opinionated project starter and reference for full stack web apps.",
  },
  {
    name: "bulletproof-react",
    link: "https://github.com/alan2207/bulletproof-react",
    description:
      "A simple, scalable, and powerful architecture for building production ready React applications.",
  },
  {
    name: "oidc-provider",
    link: "https://github.com/panva/node-oidc-provider",
    description: "OpenID Certified OAuth 2.0 Authorization Server implementation for Node.js.",
  },
  { name: "smtp-server", link: "https://github.com/nodemailer/smtp-server", description: null },
];
