import { createYoga } from "graphql-yoga";
import { createContext, type ServerContext } from "./context.ts";
import { schema } from "./schema/index.ts";

/** The GraphQL endpoint, exported apart from the listening process so tests call `yoga.fetch`. */
export function createGraphQL(server: ServerContext) {
  return createYoga({
    schema,
    graphqlEndpoint: "/graphql",
    context: (initial) => createContext(server, initial),
    // Masked everywhere; development adds the original message to help debugging.
    maskedErrors: { isDev: server.env.nodeEnv === "development" },
    batching: false,
    graphiql: { title: "Groundwork API" },
    landingPage: false,
    logging: server.env.nodeEnv === "test" ? false : "info",
  });
}

export type GraphQLServer = ReturnType<typeof createGraphQL>;
