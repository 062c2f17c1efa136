import { Environment, Network, RecordSource, Store } from "relay-runtime";
import { fetchGraphQL } from "./fetch-graphql";

// docs/product.md §Constants: cached data lives 5 minutes.
const QUERY_CACHE_EXPIRATION_MS = 5 * 60 * 1000;

export const environment = new Environment({
  network: Network.create(fetchGraphQL),
  store: new Store(new RecordSource(), { queryCacheExpirationTime: QUERY_CACHE_EXPIRATION_MS }),
});
